// integrations: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only
// re-exports, so importing one name from it loads nothing else).
import { withLaterCatalogue } from '../../lib/i18n.ts';

/** The conversation screen's dashboard-app tabs and frame: loaded only when the account has dashboard apps. */
export const loadDashboardAppTabs = () => withLaterCatalogue(import('./DashboardAppTabs.tsx'));

/** The conversation sidebar's Linear and Shopify sections: loaded only when the account has one connected. */
export const loadIntegrationSections = () => withLaterCatalogue(import('./IntegrationSections.tsx'));
