import type { TRouteCtx } from '../../http.ts';
import { registerArticleRoutes } from './articles.routes.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { registerPortalRoutes } from './portals.routes.ts';

/** The help centre's dashboard API (portals, categories, articles). */
export const registerHelpCenterRoutes = (ctx: TRouteCtx) => {
  registerPortalRoutes(ctx);
  registerCategoryRoutes(ctx);
  registerArticleRoutes(ctx);
};
