import type { TDb } from '../db/client.ts';
import type { TApp } from '../http.ts';
import { createDemoApi } from './demo.api.ts';
import { planContacts } from './demo.contacts.plan.ts';
import { planConversations } from './demo.conversations.plan.ts';
import { createContacts, runConversations } from './demo.conversations.ts';
import { DEMO_ACCOUNT_NAME, DEMO_ADMIN, DEMO_AGENTS } from './demo.people.ts';
import { createFeatures } from './demo.features.ts';
import { updateEventsDispatched } from './demo.features.repo.ts';
import { createRandom } from './demo.random.ts';
import { recordDemoReportingEvents } from './demo.reports.ts';
import {
  findMarkedAccount,
  listMemberUserIds,
  listUserIdsByEmail,
  removeAccountsOfUserByName,
  removeUsers,
  updateAccountMarker,
  updateHistoryDates,
  updateProviderMessagesDelivered,
} from './demo.repo.ts';
import { createAccountAndPeople, createWorkspace } from './demo.setup.ts';

/** Change it and every run produces a different (but again reproducible) demo. */
export const DEMO_SEED = 20240611;
/** Written on the account once everything is in place: its presence means "already loaded". */
const MARKER = 'demo_data';
const MARKER_VALUE = 'lumen-home-v1';

export type TDemoSeedResult =
  | { status: 'already-loaded'; accountId: number }
  | {
      status: 'loaded';
      accountId: number;
      counts: { contacts: number; conversations: number; agents: number };
      /** An interrupted earlier run was found and removed first. */
      cleanedUp: boolean;
      ms: number;
    };

const DEMO_EMAILS = [DEMO_ADMIN, ...DEMO_AGENTS].map((p) => p.email);

/** The complete demo account, if one is loaded. */
export const findDemoAccount = (db: TDb) => findMarkedAccount(db, MARKER);

/**
 * What an interrupted run left behind (the demo account without its marker, demo users in no other
 * account) is removed. A demo address used by a real account's member stops the seed instead.
 */
const removeLeftovers = async (db: TDb) => {
  const ids = await listUserIdsByEmail(db, DEMO_EMAILS);
  if (!ids.length) return false;
  const [adminId] = await listUserIdsByEmail(db, [DEMO_ADMIN.email]);
  await db.transaction(async (tx) => {
    if (adminId !== undefined) await removeAccountsOfUserByName(tx, adminId, DEMO_ACCOUNT_NAME);
    if ((await listMemberUserIds(tx, ids)).length) {
      throw new Error(
        'The demo e-mail addresses (@lumenhome.example) belong to members of another account; the demo was not loaded.',
      );
    }
    await removeUsers(tx, ids);
  });
  return true;
};

/**
 * Loads the "Lumen Home" demo account through the app's own API (app.inject): agents, teams, inboxes,
 * labels, contacts, canned responses, saved filters and a few hundred conversations over ~60 days, then
 * SLA policies (with hits and misses), macros, automation rules, an agent bot, webhooks, a help centre
 * and CSAT answers (demo.features.ts).
 * Running it again finds the loaded account and changes nothing.
 */
export const seedDemo = async (
  app: TApp,
  opts: { now?: number; progress?: (line: string) => void } = {},
): Promise<TDemoSeedResult> => {
  const db = app.deps.db;
  const started = Date.now();
  const progress = opts.progress ?? (() => undefined);
  const existing = await findDemoAccount(db);
  if (existing) return { status: 'already-loaded', accountId: existing.id };
  const cleanedUp = await removeLeftovers(db);

  const now = opts.now ?? Date.now();
  const rng = createRandom(DEMO_SEED);
  const contactPlans = planContacts(rng, now);
  const conversationPlans = planConversations(rng, contactPlans, now);

  progress('account, agents, teams, inboxes, labels…');
  const { accountId, people } = await createAccountAndPeople(db);
  const api = createDemoApi(app, accountId);
  const ws = await createWorkspace(api, accountId, people);
  progress(`${contactPlans.length} contacts…`);
  const contactIds = await createContacts(api, ws, contactPlans);
  const steps = conversationPlans.reduce((n, c) => n + c.steps.length, 0);
  progress(`${conversationPlans.length} conversations with ${steps} messages and actions…`);
  const created = await runConversations(api, db, ws, conversationPlans, contactIds);
  progress('dating the history…');
  await updateHistoryDates(db, {
    accountId,
    now,
    unreadConversationIds: created.filter((c) => c.plan.unread).map((c) => c.id),
    contactsSince: contactPlans.map((c) => ({
      id: contactIds[c.index] ?? 0,
      at: new Date(now - c.createdDaysAgo * 86_400_000),
    })),
  });
  progress('reporting events…');
  await recordDemoReportingEvents(db, accountId);
  progress('SLA policies, macros, automation rules, bots, webhooks, help centre, CSAT answers…');
  await createFeatures(api, app.deps, ws, now);
  const smsInbox = ws.inboxes.get('sms');
  if (smsInbox) await updateProviderMessagesDelivered(db, accountId, smsInbox);
  await updateEventsDispatched(db, accountId);
  await updateAccountMarker(db, accountId, MARKER, MARKER_VALUE);
  return {
    status: 'loaded',
    accountId,
    counts: { contacts: contactIds.length, conversations: created.length, agents: people.size },
    cleanedUp,
    ms: Date.now() - started,
  };
};
