import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { TEventName, TEventPayload } from '../../common/events.ts';
import type { TExecutor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { accounts, eventDispatch, events } from '../db/schema/index.ts';
import { eventWritten } from './afterCommit.ts';
import type { TAudience } from './audience.ts';
import { performedByOf } from './performedBy.ts';

export const EVENTS_CHANNEL = 'helpdesk_events';

/** A numbered event, as readers see it (only numbered rows are ever read by seq). */
export type TEventRow = Omit<typeof events.$inferSelect, 'seq'> & { seq: number };

/**
 * Appends an event inside the caller's transaction. It takes no lock shared with other writers:
 * the row is numbered (seq) and announced (NOTIFY) by the sequencer once the transaction has
 * committed, so nothing is announced for a rolled-back change.
 */
export const appendEvent = async <E extends TEventName>(
  tx: TExecutor,
  accountId: number,
  name: E,
  data: TEventPayload<E>,
  audience: TAudience,
) => {
  const by = performedByOf(tx);
  await insertEvent(tx, {
    accountId,
    name,
    data: { ...data, account_id: accountId, ...(by && { performed_by: by }) },
    audience,
  });
  eventWritten(tx, accountId);
};
/** Every change's statement, built once (server/db/prepared.ts). */
const insertEvent = preparedStatement((db) =>
  db
    .insert(events)
    .values({
      accountId: sql.placeholder('accountId'),
      name: sql.placeholder('name'),
      data: sql.placeholder('data'),
      audience: sql.placeholder('audience'),
    })
    .prepare('hd_event_insert'),
);

/** Appends a batch of events of one name in one statement (appendEvent's rules). */
export const appendEvents = async <E extends TEventName>(
  tx: TExecutor,
  accountId: number,
  name: E,
  items: { data: TEventPayload<E>; audience: TAudience }[],
) => {
  if (!items.length) return;
  const by = performedByOf(tx);
  await tx.insert(events).values(
    items.map((i) => ({
      accountId,
      name,
      data: { ...i.data, account_id: accountId, ...(by && { performed_by: by }) },
      audience: i.audience,
    })),
  );
  eventWritten(tx, accountId);
};

export const listEventsAfter = async (db: TExecutor, accountId: number, afterSeq: number, limit = 1000) =>
  (await eventsAfter(db, { accountId, afterSeq, limit })) as TEventRow[];
/** Every fan-out's and dispatch round's read, built once. */
const eventsAfter = preparedStatement((db) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.accountId, sql.placeholder('accountId')), gt(events.seq, sql.placeholder('afterSeq'))))
    .orderBy(asc(events.seq))
    .limit(sql.placeholder('limit'))
    .prepare('hd_events_after'),
);

/** The newest seq of an account, and the oldest still kept (null when the log is empty). */
export const seqBounds = async (db: TExecutor, accountId: number) => {
  const [a] = await db.select({ last: accounts.lastEventSeq }).from(accounts).where(eq(accounts.id, accountId));
  const [e] = await db
    .select({ oldest: sql<number | null>`min(${events.seq})::bigint` })
    .from(events)
    .where(eq(events.accountId, accountId));
  return { last: Number(a?.last ?? 0), oldest: e?.oldest == null ? null : Number(e.oldest) };
};

/** Deletes events older than `olderThan` that the consumer dispatcher has read (never one it has not). */
export const pruneEvents = (db: TExecutor, olderThan: Date) =>
  db
    .delete(events)
    .where(
      and(
        lt(events.createdAt, olderThan),
        sql`${events.seq} <= coalesce((SELECT d.seq FROM ${eventDispatch} d WHERE d.account_id = ${events.accountId}), 0)`,
      ),
    );

/** Accounts whose log has numbered events the dispatcher has not read yet. */
export const listAccountsToDispatch = async (db: TExecutor) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .leftJoin(eventDispatch, eq(eventDispatch.accountId, accounts.id))
      .where(sql`${accounts.lastEventSeq} > coalesce(${eventDispatch.seq}, 0)`)
  ).map((r) => r.id);

/** The account's dispatch cursor, locked for this transaction; null when another dispatcher holds it. */
export const lockDispatchCursor = async (tx: TExecutor, accountId: number) => {
  await tx.insert(eventDispatch).values({ accountId }).onConflictDoNothing();
  const [row] = await tx
    .select({ seq: eventDispatch.seq })
    .from(eventDispatch)
    .where(eq(eventDispatch.accountId, accountId))
    .for('update', { skipLocked: true });
  return row ? Number(row.seq) : null;
};

/** Each SQL condition's value, all read in one statement (the `inUse` conditions of an account's consumers). */
export const conditionsHold = async (db: TExecutor, conditions: readonly SQL[]): Promise<boolean[]> => {
  if (!conditions.length) return [];
  const { rows } = await db.execute<{ held: boolean[] }>(
    sql`SELECT ARRAY[${sql.join(
      conditions.map((c) => sql`(${c})`),
      sql`, `,
    )}]::boolean[] AS held`,
  );
  return rows[0]?.held ?? [];
};

export const advanceDispatch = (tx: TExecutor, accountId: number, seq: number) =>
  tx.update(eventDispatch).set({ seq, updatedAt: new Date() }).where(eq(eventDispatch.accountId, accountId));
