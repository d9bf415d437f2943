import { hasAnyPermission, type TPermission } from '../common/permissions.ts';
import { ROUTES, type TRouteDef } from '../app/features/navigation/routeTable.ts';
import { text } from './pages/text.ts';

/** Sample values for every :param of the route table. */
const SAMPLE: Record<string, string> = {
  conversation_id: '1',
  conversationId: '1',
  inbox_id: '1',
  inboxId: '1',
  label: 'vip',
  teamId: '1',
  id: '1',
  notification_id: '1',
  contactId: '1',
  botId: '1',
  macroId: '1',
  sub_page: 'website',
  integration_id: 'dialogflow',
  portalSlug: 'docs',
  locale: 'en',
  articleSlug: 'getting-started',
  categorySlug: 'billing',
};

export const fillPath = (path: string) =>
  path.replace(/:([A-Za-z_]+)/g, (_m, k: string) => {
    const v = SAMPLE[k];
    if (!v) throw new Error(`no sample for :${k}`);
    return v;
  });

/** Every page under the shell once (the suspended page lives outside it; shared paths once). */
export const walkableRoutes = (): TRouteDef[] => {
  const seen = new Set<string>();
  return ROUTES.filter((r) => {
    if (r.name === 'account_suspended' || seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  });
};

const OWN_TITLES: Record<string, string> = {
  home: text.dashboard.title,
  agent_list: text.agents.title,
  profile_settings_index: text.profile.title,
};

/** The h1 a route's page shows. */
export const titleOf = (name: string) => OWN_TITLES[name] ?? (text.routes as Record<string, string>)[name] ?? name;

export const mayOpen = (held: TPermission[], route: TRouteDef) => hasAnyPermission(held, route.permissions);
