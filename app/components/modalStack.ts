/** Open modals, innermost last: only the top one answers Escape and keeps focus. */
const stack: symbol[] = [];

export const pushModal = (id: symbol) => {
  stack.push(id);
  return () => {
    const i = stack.lastIndexOf(id);
    if (i >= 0) stack.splice(i, 1);
  };
};

export const isTopModal = (id: symbol) => stack[stack.length - 1] === id;
