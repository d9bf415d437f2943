import { useMatches } from 'react-router';

const nameOf = (handle: unknown): string | null =>
  typeof handle === 'object' && handle !== null && typeof (handle as { name?: unknown }).name === 'string'
    ? (handle as { name: string }).name
    : null;

/** The spec's name of the page on screen (from the route's handle), or null on a redirect. */
export const useCurrentRouteName = (): string | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = nameOf(matches[i]?.handle);
    if (name) return name;
  }
  return null;
};
