import type { TRouteCtx } from '../../http.ts';
import { registerArticleRoutes } from './articles.routes.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { registerPortalRoutes } from './portals.routes.ts';
import { registerPublicPortalRoutes } from './publicPortal.routes.ts';

/** The help centre: the dashboard API (portals, categories, articles) and the public portal. */
export const registerHelpCenterRoutes = (ctx: TRouteCtx) => {
  registerPortalRoutes(ctx);
  registerCategoryRoutes(ctx);
  registerArticleRoutes(ctx);
  registerPublicPortalRoutes(ctx);
};
