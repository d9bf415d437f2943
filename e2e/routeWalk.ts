import { expect, type Page } from '@playwright/test';
import { hasAnyPermission, type TPermission } from '../common/permissions.ts';
import { ROUTES, type TRouteDef } from '../app/features/navigation/routeTable.ts';
import { VIEW_ROUTES } from '../app/features/conversations/conversationRoutes.ts';
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
  campaignId: '1',
  sub_page: 'website',
  integration_id: 'dialogflow',
  portalSlug: 'docs',
  locale: 'en',
  articleSlug: 'getting-started',
  categorySlug: 'billing',
  // Not this account's assistant: Captain's assistant pages show their plain title and the not-found state.
  assistantId: '1',
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
  agent_list: text.agents.title,
  profile_settings_index: text.profile.title,
  // An integration's page is titled by the integration's own name (the sample id is Dialogflow).
  settings_applications_integration: 'Dialogflow',
  // Captain's pages name what they list.
  captain: text.captainAssistants.title,
  captain_tools: text.captainAssistants.tools.title,
  captain_report: text.captainAssistants.report.title,
};

/**
 * The conversation workspace titles its list by the view: the view's name, the label, or the inbox,
 * team or folder's own name (any name here, since the walk's sample ids are not this account's).
 */
const workspaceTitle = (name: string): string | RegExp | null => {
  const view = VIEW_ROUTES.find((v) => v.list === name || v.detail === name)?.view;
  if (!view) return null;
  if (view === 'label') return '#vip';
  if (view === 'inbox' || view === 'team' || view === 'folder') return /.+/;
  return text.conversations.views[view];
};

/** Contacts title a segment by its name (the sample id is not this account's: the plain title) and a label view by the label. */
const CONTACT_TITLES: Record<string, string> = {
  contacts_segments_dashboard: text.contactsPage.title,
  contacts_labels_dashboard: text.contactsPage.labelTitle.replace('{{label}}', 'vip'),
};

/**
 * The inbox flows title each step by what it asks (inboxes.spec checks them), the notification inbox and
 * the help centre by what they show (notificationInbox.spec, helpCenter.spec); here any heading.
 */
const inboxTitle = (name: string) => (/^(settings_inbox|inbox_view)|portal|categor|article/.test(name) ? /.+/ : null);

/** An assistant's Captain pages are titled by the assistant (the sample id is not this account's: any heading). */
const assistantTitle = (name: string) => (/^captain_(assistant|playground|documents|faqs)$/.test(name) ? /.+/ : null);

/** The h1 a route's page shows. */
export const titleOf = (name: string): string | RegExp =>
  workspaceTitle(name) ??
  inboxTitle(name) ??
  assistantTitle(name) ??
  CONTACT_TITLES[name] ??
  OWN_TITLES[name] ??
  (text.routes as Record<string, string>)[name] ??
  name;

export const mayOpen = (held: TPermission[], route: TRouteDef) => hasAnyPermission(held, route.permissions);

/**
 * Opens a path of the app the way its own links and the browser's Back do, without reloading the page: the
 * router follows the history change (the shell, the session and the socket stay up).
 */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** A screen whose h1 no other route shares: the walk passes through it to tell one screen from the next. */
export interface TWalkBarrier {
  path: string;
  title: string;
}

/**
 * Moves a walk on to `path` in the app (walkTo's first call on a page loads it in full instead) and waits until
 * the route's own screen is on show: its h1 reads `title`. When the screen still on show could pass for it (its
 * h1 matches too: same title, or any title), the walk goes through the barrier first, so the h1 it then waits
 * for is the new screen's — each screen still renders from its own route, guards and loaders.
 */
export const walkTo = async (page: Page, path: string, title: string | RegExp, barrier: TWalkBarrier) => {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await expect(heading).toHaveText(title);
    return;
  }
  const shown = (await heading.count()) === 1 ? await heading.textContent() : null;
  const couldPass =
    path !== barrier.path && shown !== null && (typeof title === 'string' ? shown === title : title.test(shown));
  if (couldPass) {
    await openInApp(page, barrier.path);
    await expect(heading).toHaveText(barrier.title);
  }
  await openInApp(page, path);
  if (couldPass) await expect(heading).not.toHaveText(barrier.title);
  await expect(heading).toHaveText(title);
};
