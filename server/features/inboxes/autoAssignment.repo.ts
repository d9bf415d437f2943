import { and, eq, sql } from 'drizzle-orm';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { AVAILABILITY_VALUE } from '../../../common/enums.ts';
import { PRESENCE_WINDOW_SECONDS } from '../../../common/realtime.ts';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, conversations, inboxMembers, presences, users } from '../../db/schema/index.ts';

/** pg_advisory_xact_lock(class, inbox id): one auto-assignment per inbox at a time, on every node. */
const LOCK_CLASS = 1_094_795_585;

/**
 * The member an inbox's auto-assignment gives the next conversation to, chosen and recorded in `tx`:
 * online (availability online and a live tab within the presence window), under their capacity (open
 * conversations of this inbox assigned to them < their max_open_conversations, else the inbox's limit;
 * neither is no limit), and first in
 * the round-robin order — the one whose last auto-assignment in this inbox is oldest (never first, then
 * by membership id). The inbox's advisory lock serialises concurrent picks across nodes, so two
 * conversations created together go to two different members. Null when nobody is available.
 */
export const takeNextAssignee = async (
  tx: TExecutor,
  accountId: number,
  inboxId: number,
  /** The inbox's limit for every member (auto_assignment_config.max_assignment_limit); a member's own wins. */
  inboxLimit: number | null = null,
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${inboxId})`);
  const openHere = sql<number>`(select count(*)::int from ${conversations} c
    where c.inbox_id = ${inboxId} and c.assignee_id = ${inboxMembers.userId} and c.status = ${STATUS_VALUE.open})`;
  const [next] = await tx
    .select({ id: inboxMembers.id, userId: inboxMembers.userId, name: users.name, displayName: users.displayName })
    .from(inboxMembers)
    .innerJoin(users, eq(users.id, inboxMembers.userId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, inboxMembers.userId), eq(accountUsers.accountId, accountId)))
    .where(
      and(
        eq(inboxMembers.inboxId, inboxId),
        eq(accountUsers.availability, AVAILABILITY_VALUE.online),
        sql`exists (select 1 from ${presences} p where p.account_id = ${accountId} and p.owner_type = 'User'
          and p.owner_id = ${inboxMembers.userId}
          and p.last_seen_at > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS}))`,
        sql`(coalesce(${inboxMembers.maxOpenConversations}, ${inboxLimit}::int) is null
          or ${openHere} < coalesce(${inboxMembers.maxOpenConversations}, ${inboxLimit}::int))`,
      ),
    )
    .orderBy(sql`${inboxMembers.lastAssignedAt} asc nulls first`, inboxMembers.id)
    .limit(1);
  if (!next) return null;
  await tx
    .update(inboxMembers)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(inboxMembers.id, next.id));
  return { userId: next.userId, name: next.displayName || next.name };
};

/** Each member of the inbox with their capacity (null: no limit) and open conversations of the inbox. */
export const listCapacities = (db: TExecutor, inboxId: number) =>
  db
    .select({
      userId: inboxMembers.userId,
      maxOpenConversations: inboxMembers.maxOpenConversations,
      openConversations: sql<number>`(select count(*)::int from ${conversations} c
        where c.inbox_id = ${inboxId} and c.assignee_id = ${inboxMembers.userId} and c.status = ${STATUS_VALUE.open})`,
    })
    .from(inboxMembers)
    .where(eq(inboxMembers.inboxId, inboxId))
    .orderBy(inboxMembers.userId);

/** Sets capacities of members of the inbox; ids that are not members change nothing (returns how many did). */
export const setCapacities = async (
  tx: TExecutor,
  inboxId: number,
  limits: { userId: number; maxOpenConversations: number | null }[],
) => {
  let changed = 0;
  for (const l of limits) {
    const rows = await tx
      .update(inboxMembers)
      .set({ maxOpenConversations: l.maxOpenConversations })
      .where(and(eq(inboxMembers.inboxId, inboxId), eq(inboxMembers.userId, l.userId)))
      .returning({ id: inboxMembers.id });
    changed += rows.length;
  }
  return changed;
};
