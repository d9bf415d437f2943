import type en from '../../../common/i18n/en.json';

export type TRouteTitleKey = `routes.${keyof typeof en.routes}`;

/** The i18n key of a route's page title; the route-table test checks every route has one. */
export const routeTitleKey = (routeName: string) => `routes.${routeName}` as TRouteTitleKey;
