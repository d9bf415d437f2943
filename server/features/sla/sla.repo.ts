import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  appliedSlas,
  contacts,
  conversations,
  inboxes,
  slaEvents,
  slaPolicies,
  users,
  workingHours,
} from '../../db/schema/index.ts';

export type TSlaPolicyRow = typeof slaPolicies.$inferSelect;
export type TAppliedSlaRow = typeof appliedSlas.$inferSelect;
export type TSlaEventRow = typeof slaEvents.$inferSelect;
export type TDueColumn = 'firstResponseDueAt' | 'nextResponseDueAt' | 'resolutionDueAt';

// ---- policies

export const listSlaPolicies = (db: TExecutor, accountId: number) =>
  db.select().from(slaPolicies).where(eq(slaPolicies.accountId, accountId)).orderBy(asc(slaPolicies.id));

export const findSlaPolicy = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(slaPolicies)
      .where(and(eq(slaPolicies.accountId, accountId), eq(slaPolicies.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertSlaPolicy = async (db: TExecutor, values: typeof slaPolicies.$inferInsert) => {
  const [row] = await db.insert(slaPolicies).values(values).returning();
  if (!row) throw new Error('sla policy insert returned nothing');
  return row;
};

export const updateSlaPolicy = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof slaPolicies.$inferInsert>,
) =>
  (
    await db
      .update(slaPolicies)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(slaPolicies.accountId, accountId), eq(slaPolicies.id, id)))
      .returning()
  )[0] ?? null;

export const deleteSlaPolicy = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(slaPolicies)
      .where(and(eq(slaPolicies.accountId, accountId), eq(slaPolicies.id, id)))
      .returning({ id: slaPolicies.id })
  ).length > 0;

// ---- applied SLAs

/** The conversation's applied SLA for its current policy (null when none is applied). */
export const findAppliedSla = async (db: TExecutor, conversationId: number, policyId: number) =>
  (
    await db
      .select()
      .from(appliedSlas)
      .where(and(eq(appliedSlas.conversationId, conversationId), eq(appliedSlas.slaPolicyId, policyId)))
      .limit(1)
  )[0] ?? null;

/** Locks the applied SLA row for the rest of the transaction (evaluation writes are serialised on it). */
export const lockAppliedSla = async (tx: TExecutor, id: number) =>
  (await tx.select().from(appliedSlas).where(eq(appliedSlas.id, id)).for('update'))[0] ?? null;

/** Inserts the applied SLA once (unique per account, policy and conversation); null when it existed. */
export const insertAppliedSla = async (db: TExecutor, values: typeof appliedSlas.$inferInsert) =>
  (await db.insert(appliedSlas).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateAppliedSla = async (db: TExecutor, id: number, patch: Partial<typeof appliedSlas.$inferInsert>) => {
  const [row] = await db
    .update(appliedSlas)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(appliedSlas.id, id))
    .returning();
  if (!row) throw new Error(`applied sla ${id} vanished`);
  return row;
};

/** Removes the conversation's applied SLAs that are still running (a policy taken off or replaced). */
export const deleteRunningAppliedSlas = (db: TExecutor, conversationId: number) =>
  db
    .delete(appliedSlas)
    .where(and(eq(appliedSlas.conversationId, conversationId), inArray(appliedSlas.slaStatus, [0, 3])));

/** Running applied SLAs with a deadline at or before `now`, oldest deadline first. */
export const listOverdueAppliedSlaIds = async (db: TExecutor, now: Date, limit: number) =>
  (
    await db
      .select({ id: appliedSlas.id })
      .from(appliedSlas)
      .where(
        and(
          inArray(appliedSlas.slaStatus, [0, 3]),
          sql`least(${appliedSlas.firstResponseDueAt}, ${appliedSlas.nextResponseDueAt}, ${appliedSlas.resolutionDueAt}) <= ${now}`,
        ),
      )
      .orderBy(
        sql`least(${appliedSlas.firstResponseDueAt}, ${appliedSlas.nextResponseDueAt}, ${appliedSlas.resolutionDueAt})`,
      )
      .limit(limit)
  ).map((r) => r.id);

/**
 * The running applied SLAs of a policy (its conversations not resolved: the evaluation ends those),
 * locked in id order, with their conversations and which targets already have a recorded miss in the
 * current cycle (a next-response miss counts when its deadline is after the current waiting_since).
 */
export const lockRunningSlasOfPolicy = (tx: TExecutor, accountId: number, policyId: number) => {
  const recorded = (type: number, extra = sql``) =>
    sql<boolean>`exists (SELECT 1 FROM ${slaEvents} WHERE ${slaEvents.appliedSlaId} = ${appliedSlas.id}
      AND ${slaEvents.eventType} = ${type} ${extra})`;
  return tx
    .select({
      applied: appliedSlas,
      conversation: conversations,
      frtMissed: recorded(0),
      nrtMissed: recorded(1, sql`AND ${slaEvents.deadlineAt} > ${conversations.waitingSince}`),
      rtMissed: recorded(2),
    })
    .from(appliedSlas)
    .innerJoin(conversations, eq(conversations.id, appliedSlas.conversationId))
    .where(
      and(
        eq(appliedSlas.accountId, accountId),
        eq(appliedSlas.slaPolicyId, policyId),
        eq(conversations.slaPolicyId, policyId),
        inArray(appliedSlas.slaStatus, [0, 3]),
        ne(conversations.status, STATUS_VALUE.resolved),
      ),
    )
    .orderBy(asc(appliedSlas.id))
    .for('update', { of: appliedSlas });
};

export type TDeadlines = Record<TDueColumn, Date | null>;

/** Sets the deadlines of a batch of applied SLAs in one statement. */
export const updateAppliedSlaDeadlines = async (db: TExecutor, rows: ({ id: number } & TDeadlines)[]) => {
  if (!rows.length) return;
  const times = (col: TDueColumn) => sql.param(rows.map((r) => r[col]?.toISOString() ?? null));
  await db.execute(sql`UPDATE ${appliedSlas} SET first_response_due_at = v.frt, next_response_due_at = v.nrt,
      resolution_due_at = v.rt, updated_at = now()
    FROM unnest(${sql.param(rows.map((r) => r.id))}::int[], ${times('firstResponseDueAt')}::timestamptz[],
      ${times('nextResponseDueAt')}::timestamptz[], ${times('resolutionDueAt')}::timestamptz[]) AS v(id, frt, nrt, rt)
    WHERE ${appliedSlas.id} = v.id`);
};

// ---- events

/** Records a miss once per applied SLA, type and deadline; null when it was already recorded. */
export const insertSlaEvent = async (db: TExecutor, values: typeof slaEvents.$inferInsert) =>
  (await db.insert(slaEvents).values(values).onConflictDoNothing().returning())[0] ?? null;

export const listSlaEventsOf = (db: TExecutor, appliedSlaIds: number[]) =>
  appliedSlaIds.length
    ? db.select().from(slaEvents).where(inArray(slaEvents.appliedSlaId, appliedSlaIds)).orderBy(asc(slaEvents.id))
    : Promise.resolve([] as TSlaEventRow[]);

export const countSlaEvents = async (db: TExecutor, appliedSlaId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(slaEvents)
      .where(eq(slaEvents.appliedSlaId, appliedSlaId))
  )[0]?.n ?? 0;

// ---- the conversation payload

/** The applied SLAs (with their policies) and miss events of a batch of conversations. */
export const slaContextOf = async (db: TExecutor, conversationIds: number[]) => {
  if (!conversationIds.length) return { applied: [], events: [] };
  const applied = await db
    .select({ applied: appliedSlas, policy: slaPolicies })
    .from(appliedSlas)
    .innerJoin(conversations, eq(conversations.id, appliedSlas.conversationId))
    .innerJoin(slaPolicies, eq(slaPolicies.id, appliedSlas.slaPolicyId))
    .where(
      and(inArray(appliedSlas.conversationId, conversationIds), eq(appliedSlas.slaPolicyId, conversations.slaPolicyId)),
    );
  const events = await listSlaEventsOf(
    db,
    applied.map((a) => a.applied.id),
  );
  return { applied, events };
};

// ---- the inbox's working hours (business-hours deadlines)

export const findInboxHours = async (db: TExecutor, inboxId: number) => {
  const [inbox] = await db
    .select({ enabled: inboxes.workingHoursEnabled, timezone: inboxes.timezone })
    .from(inboxes)
    .where(eq(inboxes.id, inboxId))
    .limit(1);
  if (!inbox) return null;
  const rows = await db.select().from(workingHours).where(eq(workingHours.inboxId, inboxId));
  return { ...inbox, rows };
};

// ---- the report

export interface TAppliedSlaFilter {
  accountId: number;
  since?: Date;
  until?: Date;
  assigneeId?: number;
  inboxId?: number;
  teamId?: number;
  policyId?: number;
  labels: string[];
}

const filterWhere = (f: TAppliedSlaFilter): SQL | undefined =>
  and(
    eq(appliedSlas.accountId, f.accountId),
    f.since ? sql`${appliedSlas.createdAt} >= ${f.since}` : undefined,
    f.until ? lte(appliedSlas.createdAt, f.until) : undefined,
    f.assigneeId ? eq(conversations.assigneeId, f.assigneeId) : undefined,
    f.inboxId ? eq(conversations.inboxId, f.inboxId) : undefined,
    f.teamId ? eq(conversations.teamId, f.teamId) : undefined,
    f.policyId ? eq(appliedSlas.slaPolicyId, f.policyId) : undefined,
    f.labels.length ? sql`${conversations.labels} && ${sql.param(f.labels)}::text[]` : undefined,
  );

export const listAppliedSlaReport = (db: TExecutor, f: TAppliedSlaFilter, page?: { limit: number; offset: number }) => {
  const q = db
    .select({
      applied: appliedSlas,
      policy: slaPolicies,
      conversation: conversations,
      contactName: contacts.name,
      assigneeName: users.name,
    })
    .from(appliedSlas)
    .innerJoin(conversations, eq(conversations.id, appliedSlas.conversationId))
    .innerJoin(slaPolicies, eq(slaPolicies.id, appliedSlas.slaPolicyId))
    .leftJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(users, eq(users.id, conversations.assigneeId))
    .where(filterWhere(f))
    .orderBy(desc(appliedSlas.createdAt), desc(appliedSlas.id));
  return page ? q.limit(page.limit).offset(page.offset) : q.limit(50_000);
};

/** Totals of the filtered applied SLAs: how many, and how many have at least one miss. */
export const appliedSlaTotals = async (db: TExecutor, f: TAppliedSlaFilter) => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      // A miss always moves the status to active_with_misses (open) or missed (resolved).
      missed: sql<number>`count(*) FILTER (WHERE ${inArray(appliedSlas.slaStatus, [2, 3])})::int`,
    })
    .from(appliedSlas)
    .innerJoin(conversations, eq(conversations.id, appliedSlas.conversationId))
    .where(filterWhere(f));
  return { total: row?.total ?? 0, missed: row?.missed ?? 0 };
};

/**
 * The account has an SLA policy (the SLA consumer's `inUse`): without one no conversation has an SLA (deleting a
 * policy takes its applied SLAs and the conversations' link with it).
 */
export const slaPoliciesInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${slaPolicies} WHERE ${slaPolicies.accountId} = ${accountId})`;
