import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { accountUsers, accounts, users } from '../db/schema/index.ts';
import type { TApp } from '../http.ts';
import { createDemoApi } from './demo.api.ts';
import { backdateAccount, settleProviderMessages } from './demo.backdate.ts';
import { planContacts } from './demo.contacts.plan.ts';
import { planConversations } from './demo.conversations.plan.ts';
import { createContacts, runConversations } from './demo.conversations.ts';
import { DEMO_ACCOUNT_NAME, DEMO_ADMIN, DEMO_AGENTS } from './demo.people.ts';
import { createRandom } from './demo.random.ts';
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
export const findDemoAccount = async (db: TDb) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.customAttributes} ->> ${MARKER} IS NOT NULL`)
      .limit(1)
  )[0] ?? null;

/**
 * What an interrupted run left behind (the demo account without its marker, demo users in no other
 * account) is removed. A demo address used by a real account's member stops the seed instead.
 */
const removeLeftovers = async (db: TDb) => {
  const demoUsers = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_EMAILS));
  if (!demoUsers.length) return false;
  const ids = demoUsers.map((u) => u.id);
  const admin = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  await db.transaction(async (tx) => {
    if (admin[0]) {
      await tx
        .delete(accounts)
        .where(
          and(
            eq(accounts.name, DEMO_ACCOUNT_NAME),
            sql`${accounts.id} IN (SELECT account_id FROM account_users WHERE user_id = ${admin[0].id})`,
          ),
        );
    }
    const stillMember = await tx
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(inArray(accountUsers.userId, ids));
    if (stillMember.length) {
      throw new Error(
        'The demo e-mail addresses (@lumenhome.example) belong to members of another account; the demo was not loaded.',
      );
    }
    await tx.delete(users).where(inArray(users.id, ids));
  });
  return true;
};

/**
 * Loads the "Lumen Home" demo account through the app's own API (app.inject): agents, teams, inboxes,
 * labels, contacts, canned responses, saved filters and a few hundred conversations over ~60 days.
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
  await backdateAccount(db, {
    accountId,
    now,
    unreadConversationIds: created.filter((c) => c.plan.unread).map((c) => c.id),
    contactsSince: contactPlans.map((c) => ({
      id: contactIds[c.index] ?? 0,
      at: new Date(now - c.createdDaysAgo * 86_400_000),
    })),
  });
  const smsInbox = ws.inboxes.get('sms');
  if (smsInbox) await settleProviderMessages(db, accountId, smsInbox);
  await db
    .update(accounts)
    .set({
      customAttributes: sql`${accounts.customAttributes} || ${JSON.stringify({ [MARKER]: MARKER_VALUE })}::jsonb`,
    })
    .where(eq(accounts.id, accountId));
  return {
    status: 'loaded',
    accountId,
    counts: { contacts: contactIds.length, conversations: created.length, agents: people.size },
    cleanedUp,
    ms: Date.now() - started,
  };
};
