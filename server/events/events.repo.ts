import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TRealtimeEvent } from '../../common/realtime.ts';
import type { TExecutor } from '../db/client.ts';
import { accounts, events } from '../db/schema/index.ts';
import type { TAudience } from './audience.ts';

export const EVENTS_CHANNEL = 'helpdesk_events';

export type TEventRow = typeof events.$inferSelect;

/**
 * Appends an event inside the caller's transaction. The account row lock taken
 * by the increment makes seq order equal commit order, and NOTIFY is delivered
 * only if the transaction commits: nothing is announced for a rolled-back change.
 */
export const appendEvent = async (
  tx: TExecutor,
  accountId: number,
  name: TRealtimeEvent,
  data: Record<string, unknown>,
  audience: TAudience,
) => {
  // One statement: the account row stays locked from here to commit, so no extra round trips while it is held.
  const { rows } = await tx.execute<{ seq: string }>(sql`
    WITH bumped AS (
      UPDATE ${accounts} SET last_event_seq = last_event_seq + 1 WHERE id = ${accountId} RETURNING last_event_seq AS seq
    ), logged AS (
      INSERT INTO ${events} (account_id, seq, name, data, audience)
      SELECT ${accountId}, seq, ${name}, ${JSON.stringify({ ...data, account_id: accountId })}::jsonb,
        ${JSON.stringify(audience)}::jsonb
      FROM bumped RETURNING seq
    )
    SELECT seq, pg_notify(${EVENTS_CHANNEL}, ${`${accountId}:`} || seq) FROM logged`);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error(`account ${accountId} not found for event ${name}`);
  return Number(seq);
};

export const listEventsAfter = (db: TExecutor, accountId: number, afterSeq: number, limit = 1000) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.accountId, accountId), gt(events.seq, afterSeq)))
    .orderBy(asc(events.seq))
    .limit(limit);

/** The newest seq of an account, and the oldest still kept (null when the log is empty). */
export const seqBounds = async (db: TExecutor, accountId: number) => {
  const [a] = await db.select({ last: accounts.lastEventSeq }).from(accounts).where(eq(accounts.id, accountId));
  const [e] = await db
    .select({ oldest: sql<number | null>`min(${events.seq})::bigint` })
    .from(events)
    .where(eq(events.accountId, accountId));
  return { last: Number(a?.last ?? 0), oldest: e?.oldest == null ? null : Number(e.oldest) };
};

export const pruneEvents = (db: TExecutor, olderThan: Date) => db.delete(events).where(lt(events.createdAt, olderThan));
