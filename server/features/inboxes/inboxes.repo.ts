import { and, asc, eq, inArray, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import { ROLE_VALUE } from '../../../common/enums.ts';
import type { TExecutor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { assertAccountLimit } from '../users/index.ts';
import {
  accountUsers,
  emailMailboxes,
  inboxes,
  inboxMembers,
  portals,
  users,
  workingHours,
} from '../../db/schema/index.ts';

export type TInboxRow = typeof inboxes.$inferSelect;
export type TWorkingHourRow = typeof workingHours.$inferSelect;

/** The account's inboxes that are not being deleted (DELETE hides an inbox before its job removes it). */
const liveIn = (accountId: number | Placeholder) => and(eq(inboxes.accountId, accountId), isNull(inboxes.deletingAt));

/** Administrators see every inbox; others only those they are members of. */
export const listInboxes = (db: TExecutor, accountId: number, memberId: number | null) =>
  db
    .select()
    .from(inboxes)
    .where(
      memberId === null
        ? liveIn(accountId)
        : and(
            liveIn(accountId),
            sql`exists (select 1 from ${inboxMembers} where ${inboxMembers.inboxId} = ${inboxes.id} and ${inboxMembers.userId} = ${memberId})`,
          ),
    )
    .orderBy(asc(sql`lower(${inboxes.name})`), asc(inboxes.id));

export const findInbox = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(inboxes)
      .where(and(liveIn(accountId), eq(inboxes.id, id)))
      .limit(1)
  )[0] ?? null;

/** The channel type of a live inbox (what a reply's sender is chosen by), or null. */
export const findInboxChannelType = async (db: TExecutor, accountId: number, id: number) =>
  (await channelTypeOf(db, { accountId, id }))[0]?.channelType ?? null;
/** Every public reply's read (its sender), built once. */
const channelTypeOf = preparedStatement((db) =>
  db
    .select({ channelType: inboxes.channelType })
    .from(inboxes)
    .where(and(liveIn(sql.placeholder('accountId')), eq(inboxes.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('hd_inbox_channel_type'),
);

/** One more inbox of the account, within its inbox limit (402 past it): every way of creating one comes here. */
export const insertInbox = async (db: TExecutor, values: typeof inboxes.$inferInsert) => {
  await assertAccountLimit(db, values.accountId, 'inboxes');
  const [row] = await db.insert(inboxes).values(values).returning();
  if (!row) throw new Error('inbox insert returned nothing');
  return row;
};

export const updateInbox = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof inboxes.$inferInsert>,
) =>
  (
    await db
      .update(inboxes)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, id)))
      .returning()
  )[0] ?? null;

export const isInboxMember = async (db: TExecutor, inboxId: number, userId: number) =>
  (
    await db
      .select({ one: sql`1` })
      .from(inboxMembers)
      .where(and(eq(inboxMembers.inboxId, inboxId), eq(inboxMembers.userId, userId)))
      .limit(1)
  ).length > 0;

/** User ids of an inbox's members. */
export const listInboxMemberIds = async (db: TExecutor, inboxId: number) =>
  (await db.select({ id: inboxMembers.userId }).from(inboxMembers).where(eq(inboxMembers.inboxId, inboxId))).map(
    (r) => r.id,
  );

export const listInboxAgents = (db: TExecutor, accountId: number, inboxIds: number[], confirmedOnly = false) =>
  db
    .selectDistinct({ user: users, accountUser: accountUsers })
    .from(inboxMembers)
    .innerJoin(users, eq(users.id, inboxMembers.userId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId)))
    .where(
      confirmedOnly
        ? and(inArray(inboxMembers.inboxId, inboxIds), isNotNull(users.confirmedAt))
        : inArray(inboxMembers.inboxId, inboxIds),
    )
    .orderBy(asc(users.name), asc(users.id));

/** The account's confirmed administrators (assignable in every inbox, as Chatwoot's assignable_agents). */
export const listConfirmedAdministrators = (db: TExecutor, accountId: number) =>
  db
    .select({ user: users, accountUser: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.role, ROLE_VALUE.administrator),
        isNotNull(users.confirmedAt),
      ),
    );

export const addInboxMembers = async (db: TExecutor, inboxId: number, userIds: number[]) => {
  if (userIds.length)
    await db
      .insert(inboxMembers)
      .values(userIds.map((userId) => ({ inboxId, userId })))
      .onConflictDoNothing();
};

export const removeInboxMembers = async (db: TExecutor, inboxId: number, userIds: number[]) => {
  if (userIds.length)
    await db.delete(inboxMembers).where(and(eq(inboxMembers.inboxId, inboxId), inArray(inboxMembers.userId, userIds)));
};

export const replaceInboxMembers = async (db: TExecutor, inboxId: number, userIds: number[]) => {
  await db.delete(inboxMembers).where(eq(inboxMembers.inboxId, inboxId));
  await addInboxMembers(db, inboxId, userIds);
};

export const listWorkingHours = (db: TExecutor, inboxIds: number[]) =>
  inboxIds.length
    ? db.select().from(workingHours).where(inArray(workingHours.inboxId, inboxIds)).orderBy(asc(workingHours.dayOfWeek))
    : Promise.resolve([] as TWorkingHourRow[]);

export const replaceWorkingHours = async (
  db: TExecutor,
  inboxId: number,
  rows: Omit<typeof workingHours.$inferInsert, 'inboxId'>[],
) => {
  await db.delete(workingHours).where(eq(workingHours.inboxId, inboxId));
  if (rows.length) await db.insert(workingHours).values(rows.map((r) => ({ ...r, inboxId })));
};

/**
 * Whether the help-centre portal is one of the account's (an inbox may link one). Read here rather than
 * through helpCenter, which sits above inboxes in the module layers (docs/ARCHITECTURE.md).
 */
export const isPortalOfAccount = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select({ id: portals.id })
      .from(portals)
      .where(and(eq(portals.accountId, accountId), eq(portals.id, id)))
      .limit(1)
  ).length > 0;

/** Email inboxes (of these) whose mailbox keeps refusing the login: their payload says reauthorization_required. */
export const mailboxesNeedingReauthorization = async (db: TExecutor, inboxIds: number[]) =>
  new Set(
    inboxIds.length
      ? (
          await db
            .select({ inboxId: emailMailboxes.inboxId })
            .from(emailMailboxes)
            .where(and(inArray(emailMailboxes.inboxId, inboxIds), eq(emailMailboxes.reauthorizationRequired, true)))
        ).map((r) => r.inboxId)
      : [],
  );
