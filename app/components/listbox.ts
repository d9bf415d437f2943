/**
 * The one keyboard model of our comboboxes (WAI-ARIA combobox with `aria-activedescendant`: focus stays in the
 * field while ↓/↑ move the active option, wrapping around the ends; Enter picks it, Escape closes the list).
 * The phone number's country search, the command palette and the editor's suggestion lists use it.
 * Returns the next active index for an arrow key (-1 when the list is empty, the first or last option when
 * none was active), or null for any other key.
 */
export const nextActiveOption = (key: string, index: number, count: number): number | null => {
  const delta = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (delta === 0) return null;
  if (count === 0) return -1;
  if (index < 0 || index >= count) return delta === 1 ? 0 : count - 1;
  return (index + delta + count) % count;
};
