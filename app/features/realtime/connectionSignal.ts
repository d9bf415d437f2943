/**
 * "The account's socket is connected (again)": what features that wait for the network — the offline
 * outbox — listen to besides the browser's `online` event.
 */
const listeners = new Set<() => void>();

export const onSocketConnected = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const announceSocketConnected = () => {
  for (const l of listeners) l();
};
