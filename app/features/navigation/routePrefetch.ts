import { createContext, useContext } from 'react';

/**
 * Starts loading a route's page chunk, by route name, so the click that follows is instant (menu items call
 * it on hover and focus). main.tsx provides it from app/pages.tsx; the menus cannot import that table
 * themselves (it reaches every page, and pages reach the menus).
 */
export const RoutePrefetchContext = createContext<(routeName: string) => void>(() => undefined);

export const usePrefetchRoute = () => useContext(RoutePrefetchContext);
