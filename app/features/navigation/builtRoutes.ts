import { createContext, useContext } from 'react';

/**
 * The names of the routes that have a page (app/pages.tsx PAGES); every other route of the table
 * renders PlaceholderPage. Null outside the router (tests of single components): nothing is marked.
 */
export const BuiltRoutesContext = createContext<ReadonlySet<string> | null>(null);

/**
 * Does the route lead to a page of its own? Menus and the command palette list only those: an area not built
 * yet is not advertised (issue 41 item 9). Outside the router every route counts as built.
 */
export const isBuilt = (routeName: string, built: ReadonlySet<string> | null) => built === null || built.has(routeName);

export const useIsBuilt = () => {
  const built = useContext(BuiltRoutesContext);
  return (routeName: string) => isBuilt(routeName, built);
};
