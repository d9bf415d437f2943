import { createContext, useContext } from 'react';

/**
 * The names of the routes that have a page (app/pages.tsx PAGES); every other route of the table
 * renders PlaceholderPage. Null outside the router (tests of single components): nothing is marked.
 */
export const BuiltRoutesContext = createContext<ReadonlySet<string> | null>(null);

/** A menu item leads to an area not built yet: it carries a visible "soon" marker. */
export const isSoon = (routeName: string, built: ReadonlySet<string> | null) => built !== null && !built.has(routeName);

export const useIsSoon = () => {
  const built = useContext(BuiltRoutesContext);
  return (routeName: string) => isSoon(routeName, built);
};
