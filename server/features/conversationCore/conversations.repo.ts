import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { STATUS_VALUE, type TConversationSort } from '../../../common/contracts/conversations.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { Coalescer, perHandle } from '../../db/coalesce.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';
import { queryPrepared, queryPreparedArrays, preparedStatement } from '../../db/prepared.ts';
import type { messages } from '../../db/schema/index.ts';
import {
  accounts,
  agentBotInboxes,
  captainInboxes,
  integrationHooks,
  contactInboxes,
  conversationParticipants,
  conversations,
  inboxMembers,
  inboxes,
  mentions,
} from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';

export type TConversationRow = typeof conversations.$inferSelect;
export type TMessageRow = typeof messages.$inferSelect;

export const nextDisplayId = async (tx: TExecutor, accountId: number) => {
  const [row] = await tx
    .update(accounts)
    .set({ lastDisplayId: sql`${accounts.lastDisplayId} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.lastDisplayId });
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row.id;
};

/** A custom role's inbox and team scopes (beyond Chatwoot); null where the member is not narrowed. */
const scopeOf = (m: TMembership): { inboxIds: number[] | null; teamIds: number[] | null } | null => {
  if (m.role === 'administrator' || m.accountUser.customRoleId == null || !m.customRole) return null;
  const { inboxIds, teamIds } = m.customRole;
  return inboxIds || teamIds ? { inboxIds, teamIds } : null;
};

/**
 * What a member may see: administrators everything; others the conversations
 * of their inboxes, narrowed by custom-role conversation permissions and scopes.
 */
export const visibleTo = (m: TMembership): SQL | undefined => {
  if (m.role === 'administrator') return undefined;
  const uid = m.accountUser.userId;
  const members = sql`${conversations.inboxId} in (select ${inboxMembers.inboxId} from ${inboxMembers} where ${inboxMembers.userId} = ${uid})`;
  // A custom role's scopes narrow the inboxes they belong to (beyond Chatwoot; null: no scope). With both an
  // inbox and a team scope, a conversation must match both; a conversation of no team is outside a team scope.
  const scope = scopeOf(m);
  const inInbox = and(
    members,
    scope?.inboxIds ? inArray(conversations.inboxId, scope.inboxIds.length ? scope.inboxIds : [0]) : undefined,
    scope?.teamIds ? inArray(conversations.teamId, scope.teamIds.length ? scope.teamIds : [0]) : undefined,
  );
  if (!inInbox) return sql`false`;
  const p = m.permissions;
  if (p.includes('agent') || p.includes('conversation_manage')) return inInbox;
  const mine = eq(conversations.assigneeId, uid);
  const allowed: SQL[] = [];
  if (p.includes('conversation_unassigned_manage')) allowed.push(sql`(${conversations.assigneeId} is null or ${mine})`);
  if (p.includes('conversation_participating_manage'))
    allowed.push(
      sql`(${mine} or ${conversations.id} in (select ${conversationParticipants.conversationId} from ${conversationParticipants} where ${conversationParticipants.userId} = ${uid}))`,
    );
  if (!allowed.length) return sql`false`;
  return and(inInbox, sql`(${sql.join(allowed, sql` or `)})`);
};

export const participantIds = async (db: TExecutor, conversationId: number) =>
  (
    await db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId))
  ).map((r) => r.id);

/** The participants of a batch of conversations, by conversation id. */
export const participantIdsOf = async (db: TExecutor, conversationIds: number[]) => {
  const byConversation = new Map<number, number[]>();
  if (!conversationIds.length) return byConversation;
  const rows = await db
    .select({ conversationId: conversationParticipants.conversationId, userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(inArray(conversationParticipants.conversationId, conversationIds));
  for (const r of rows)
    byConversation.set(r.conversationId, [...(byConversation.get(r.conversationId) ?? []), r.userId]);
  return byConversation;
};

export interface TListFilters {
  status?: number;
  inboxId?: number;
  teamId?: number;
  labels?: string[];
  updatedWithinSeconds?: number;
  /** An advanced-filter or search condition (built from bind parameters only). */
  extra?: SQL;
  conversationType?: 'mention' | 'participating' | 'unattended';
}

/** mention: the member was @mentioned; participating: the member participates; unattended: no first reply yet, or waiting. */
const typeCond = (f: TListFilters, uid: number) => {
  switch (f.conversationType) {
    case 'mention':
      return sql`${conversations.id} in (select ${mentions.conversationId} from ${mentions} where ${mentions.userId} = ${uid})`;
    case 'participating':
      return sql`${conversations.id} in (select ${conversationParticipants.conversationId} from ${conversationParticipants} where ${conversationParticipants.userId} = ${uid})`;
    case 'unattended':
      return sql`(${conversations.firstReplyCreatedAt} is null or ${conversations.waitingSince} is not null)`;
    case undefined:
      return undefined;
  }
};

const filterConds = (accountId: number, m: TMembership, f: TListFilters) =>
  and(
    eq(conversations.accountId, accountId),
    visibleTo(m),
    // The status is written into the text (one of four small integers, never user text): a prepared
    // statement's generic plan can then use the open conversations' partial index.
    f.status !== undefined && Number.isInteger(f.status)
      ? sql`${conversations.status} = ${sql.raw(String(f.status))}`
      : undefined,
    f.inboxId ? eq(conversations.inboxId, f.inboxId) : undefined,
    f.teamId ? eq(conversations.teamId, f.teamId) : undefined,
    f.labels?.length
      ? sql`${conversations.labels} @> ARRAY[${sql.join(
          f.labels.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    f.updatedWithinSeconds
      ? gt(conversations.updatedAt, sql`now() - make_interval(secs => ${f.updatedWithinSeconds})`)
      : undefined,
    f.extra,
    typeCond(f, m.accountUser.userId),
  );

/** The assignee tab (me / unassigned / assigned / all) as a condition. */
export const tabCond = (tab: string, uid: number) =>
  tab === 'me'
    ? eq(conversations.assigneeId, uid)
    : tab === 'unassigned'
      ? isNull(conversations.assigneeId)
      : tab === 'assigned'
        ? sql`${conversations.assigneeId} is not null`
        : undefined;

const dialect = new PgDialect();

/** The four tab counts of the conversations matching `where`, as one row (mine, unassigned, assigned, all). */
const countsSelect = (uid: number, where: SQL | undefined) =>
  sql`select count(*) filter (where ${conversations.assigneeId} = ${uid})::int,
    count(*) filter (where ${conversations.assigneeId} is null)::int,
    count(*) filter (where ${conversations.assigneeId} is not null)::int, count(*)::int
    from ${conversations} where ${where ?? sql`true`}`;

export type TTabCounts = [number, number, number, number];

export const countsMeta = ([mine, unassigned, assigned, all]: TTabCounts) => ({
  mine_count: mine,
  unassigned_count: unassigned,
  assigned_count: assigned,
  all_count: all,
});

/** The four tab counts in one query (never a recount per tab), run prepared (server/db/prepared.ts). */
export const tabCounts = async (db: TDb, m: TMembership, f: TListFilters) => {
  const q = dialect.sqlToQuery(countsSelect(m.accountUser.userId, filterConds(m.accountId, m, f)));
  const { rows } = await queryPreparedArrays<TTabCounts>(db.$client, q);
  return countsMeta(rows[0] ?? [0, 0, 0, 0]);
};

const ORDER: Record<TConversationSort, SQL[]> = {
  last_activity_at_desc: [sql`${conversations.lastActivityAt} desc`],
  last_activity_at_asc: [sql`${conversations.lastActivityAt} asc`],
  created_at_desc: [sql`${conversations.createdAt} desc`],
  created_at_asc: [sql`${conversations.createdAt} asc`],
  // A missing priority counts as 5 ascending and 0 descending (spec part 2 §4).
  priority_desc: [sql`coalesce(${conversations.priority}, -1) desc`, sql`${conversations.lastActivityAt} desc`],
  priority_asc: [sql`coalesce(${conversations.priority}, 5) asc`, sql`${conversations.lastActivityAt} desc`],
  waiting_since_desc: [sql`${conversations.waitingSince} desc nulls last`],
  waiting_since_asc: [sql`${conversations.waitingSince} asc nulls last`],
};

/**
 * One page of the list and the tab counts over the same filters, as SQL for loadPageWithContext
 * (which wraps them in one statement and runs it prepared). `select *` rather than drizzle's
 * column list: building that list costs more than the rest of the request's SQL; the wrapper maps
 * the rows through the schema's columns. Limit and offset are written into the text (integers the
 * code computes): as parameters PostgreSQL cannot cost the generic plan, keeps planning each call
 * afresh and spends more on planning than on running.
 */
export const listConversationsQuery = (
  m: TMembership,
  f: TListFilters,
  tab: string,
  sort: TConversationSort,
  page: number | null,
  perPage: number,
) => {
  const where = filterConds(m.accountId, m, f);
  return {
    page: sql`select * from ${conversations}
    where ${and(where, tabCond(tab, m.accountUser.userId))}
    order by ${sql.join([...ORDER[sort], sql`${conversations.id} desc`], sql`, `)}
    ${sql.raw(page === null ? 'limit 1000' : `limit ${Math.trunc(perPage)} offset ${Math.trunc((page - 1) * perPage)}`)}`,
    counts: countsSelect(m.accountUser.userId, where),
  };
};

export const findConversation = async (db: TExecutor, m: TMembership, displayId: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, m.accountId), eq(conversations.displayId, displayId), visibleTo(m)))
      .limit(1)
  )[0] ?? null;

/** Whether the account has a conversation with this display id, whoever may see it. */
export const conversationExists = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
      .limit(1)
  ).length > 0;

/**
 * The same look-up for the common members (administrators, and agents who see their inboxes'
 * conversations), coalesced with the look-ups of other requests in flight into one prepared
 * statement (server/db/coalesce.ts). Custom roles narrowed to some conversations use findConversation.
 */
const CONVERSATIONS_SQL = `
SELECT k.n, c.* FROM unnest($1::int[], $2::int[], $3::int[], $4::bool[]) WITH ORDINALITY k(account_id, display_id, user_id, admin, n)
JOIN conversations c ON c.account_id = k.account_id AND c.display_id = k.display_id
WHERE k.admin OR c.inbox_id IN (SELECT im.inbox_id FROM inbox_members im WHERE im.user_id = k.user_id)`;

/**
 * Rows this look-up returned to an agent because they are a member of the conversation's inbox, by user:
 * the conversation commands' own check (actor.ts) needs no second read of inbox_members for them. A copy
 * of the row is not in here and is checked again.
 */
export const readAsInboxMember = new WeakMap<TConversationRow, number>();

interface TConversationKey {
  accountId: number;
  displayId: number;
  userId: number;
  admin: boolean;
}

const conversationLoader = perHandle(
  (db: TDb) =>
    new Coalescer<TConversationKey, TConversationRow | null>(async (keys) => {
      const { rows } = await queryPrepared<Record<string, unknown> & { n: string }>(db.$client, {
        sql: CONVERSATIONS_SQL,
        params: [
          keys.map((k) => k.accountId),
          keys.map((k) => k.displayId),
          keys.map((k) => k.userId),
          keys.map((k) => k.admin),
        ],
      });
      const mapped = rowsFromJson(conversations, rows);
      const byN = new Map(rows.map((r, i) => [Number(r.n), mapped[i]!]));
      return keys.map((k, i) => {
        const row = byN.get(i + 1) ?? null;
        if (row && !k.admin) readAsInboxMember.set(row, k.userId);
        return row;
      });
    }),
);

export const findVisibleConversation = (db: TDb, m: TMembership, displayId: number) => {
  const admin = m.role === 'administrator';
  if ((!admin && !m.permissions.includes('agent') && !m.permissions.includes('conversation_manage')) || scopeOf(m))
    return findConversation(db, m, displayId);
  return conversationLoader(db).load({ accountId: m.accountId, displayId, userId: m.accountUser.userId, admin });
};

/**
 * An agent bot answers the inbox (agent_bot_inboxes.status 0), a Dialogflow hook is on in it, or a Captain
 * assistant is connected to it (Chatwoot's `inbox.active_bot?`, which counts captain_inboxes too).
 */
const inboxHasBot = (inboxId: number | SQL) =>
  sql`(exists (select 1 from ${agentBotInboxes} abi where abi.inbox_id = ${inboxId} and abi.status = 0)
    or exists (select 1 from ${integrationHooks} ih
      where ih.inbox_id = ${inboxId} and ih.app_id = 'dialogflow' and ih.status = 1)
    or exists (select 1 from ${captainInboxes} ci where ci.inbox_id = ${inboxId}))`;

export const hasActiveBot = async (db: TExecutor, inboxId: number) =>
  (await db.execute<{ bot: boolean }>(sql`select ${inboxHasBot(inboxId)} as bot`)).rows[0]?.bot === true;

/** Only the conversation door (openConversation.ts) inserts conversations; the rules are there. */
export const insertConversation = async (db: TExecutor, values: typeof conversations.$inferInsert) => {
  const [row] = await db.insert(conversations).values(values).returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
};

export const updateConversation = async (
  db: TExecutor,
  id: number,
  patch: Partial<typeof conversations.$inferInsert>,
) => {
  const [row] = await db
    .update(conversations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(conversations.id, id))
    .returning();
  if (!row) throw new Error(`conversation ${id} vanished`);
  return row;
};

/** A contact's conversations (at most 1000), e.g. to announce that they moved to another contact. */
export const listContactConversations = (db: TExecutor, accountId: number, contactId: number) =>
  db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, contactId)))
    .limit(1000);

/** The conversation row, locked for the rest of the transaction (null when gone). */
export const lockConversation = async (tx: TExecutor, id: number) =>
  (await tx.select().from(conversations).where(eq(conversations.id, id)).for('update'))[0] ?? null;

/** Active accounts with auto-resolve set: the old duration (days) or settings.auto_resolve_after (minutes). */
export const listAutoResolveAccounts = (db: TExecutor) =>
  db
    .select({ id: accounts.id, days: accounts.autoResolveDuration, settings: accounts.settings })
    .from(accounts)
    .where(
      and(
        or(isNotNull(accounts.autoResolveDuration), sql`(${accounts.settings} ->> 'auto_resolve_after') IS NOT NULL`),
        eq(accounts.status, 0),
      ),
    );

export interface TIdleFilter {
  cutoff: Date;
  /** Skip conversations waiting for an agent's reply (auto_resolve_ignore_waiting). */
  skipWaiting: boolean;
}

const idleOpen = ({ cutoff, skipWaiting }: TIdleFilter) =>
  and(
    eq(conversations.status, STATUS_VALUE.open),
    lt(conversations.lastActivityAt, cutoff),
    skipWaiting ? isNull(conversations.waitingSince) : undefined,
  );

/** Open conversations of the account idle since before the cutoff, the longest idle first. */
export const listIdleOpenConversationIds = async (db: TExecutor, accountId: number, idle: TIdleFilter, limit: number) =>
  (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), idleOpen(idle)))
      .orderBy(conversations.lastActivityAt)
      .limit(limit)
  ).map((r) => r.id);

/** The conversation, locked, if it is still open and idle as the filter says. */
export const lockIdleOpenConversation = async (tx: TExecutor, id: number, idle: TIdleFilter) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), idleOpen(idle)))
      .for('update')
  )[0] ?? null;

/** Moves a contact's conversations and contact inboxes to another contact (merge); the moved conversations. */
export const moveContactConversations = async (tx: TExecutor, accountId: number, fromId: number, toId: number) => {
  const moved = await tx
    .update(conversations)
    .set({ contactId: toId, updatedAt: new Date() })
    .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, fromId)))
    .returning();
  await tx.update(contactInboxes).set({ contactId: toId }).where(eq(contactInboxes.contactId, fromId));
  return moved;
};

/**
 * A conversation of the account by its display id, locked for the transaction against other changes to
 * it (null when gone). FOR NO KEY UPDATE, not FOR UPDATE: it must not also stop new messages referring to
 * the conversation (their foreign key check takes FOR KEY SHARE), or a consumer's transaction would hold
 * up every reply written into the conversation meanwhile.
 */
export const findConversationByDisplayId = async (tx: TExecutor, accountId: number, displayId: number) =>
  (await lockedByDisplayId(tx, { accountId, displayId }))[0] ?? null;
/** Every consumer's first read of its event's conversation, built once (server/db/prepared.ts). */
const lockedByDisplayId = preparedStatement((db) =>
  db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, sql.placeholder('accountId')),
        eq(conversations.displayId, sql.placeholder('displayId')),
      ),
    )
    .for('no key update')
    .prepare('hd_conversation_locked_by_display_id'),
);

/** The same conversation, read without a lock (a consumer's cheap test before its transaction). */
export const peekConversationByDisplayId = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
  )[0] ?? null;

/** A contact inbox of the account by its source id alone (POST conversations with only `source_id`). */
export const findAccountContactInboxBySource = async (db: TExecutor, accountId: number, sourceId: string) =>
  (
    await db
      .select({ contactInbox: contactInboxes })
      .from(contactInboxes)
      .innerJoin(inboxes, eq(inboxes.id, contactInboxes.inboxId))
      .where(and(eq(inboxes.accountId, accountId), eq(contactInboxes.sourceId, sourceId)))
      .orderBy(asc(contactInboxes.id))
      .limit(1)
  )[0]?.contactInbox ?? null;
