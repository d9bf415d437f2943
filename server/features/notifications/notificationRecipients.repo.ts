import { and, eq, exists, lte, or, sql } from 'drizzle-orm';
import { ROLE_VALUE } from '../../../common/enums.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  accountUsers,
  contacts,
  conversationParticipants,
  inboxMembers,
  notificationSettings,
} from '../../db/schema/index.ts';

/** A possible recipient with their notification_settings bits (null: no row yet, so the defaults). */
export interface TRecipient {
  userId: number;
  emailFlags: number | null;
  pushFlags: number | null;
}

const withFlags = {
  userId: accountUsers.userId,
  emailFlags: notificationSettings.emailFlags,
  pushFlags: notificationSettings.pushFlags,
};

const flagsJoin = and(
  eq(notificationSettings.accountId, accountUsers.accountId),
  eq(notificationSettings.userId, accountUsers.userId),
);

/** The account's members who are in the inbox, and its administrators (who see every inbox). */
export const listInboxRecipients = (db: TExecutor, accountId: number, inboxId: number): Promise<TRecipient[]> =>
  db
    .select(withFlags)
    .from(accountUsers)
    .leftJoin(notificationSettings, flagsJoin)
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        or(
          eq(accountUsers.role, ROLE_VALUE.administrator),
          exists(
            db
              .select({ one: sql`1` })
              .from(inboxMembers)
              .where(and(eq(inboxMembers.inboxId, inboxId), eq(inboxMembers.userId, accountUsers.userId))),
          ),
        ),
      ),
    );

/** The account's administrators (SLA misses reach them as Chatwoot's). */
export const listAdministratorIds = async (db: TExecutor, accountId: number) =>
  (
    await db
      .select({ id: accountUsers.userId })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, ROLE_VALUE.administrator)))
  ).map((r) => r.id);

/** Is the conversation's contact blocked? (Only mentions reach agents about a blocked contact.) */
export const isContactBlocked = async (db: TExecutor, contactId: number) =>
  (await db.select({ blocked: contacts.blocked }).from(contacts).where(eq(contacts.id, contactId)).limit(1))[0]
    ?.blocked ?? false;

/** The conversation's participants who were participating by `at` (a message's time, handled later). */
export const listParticipantIdsAt = async (db: TExecutor, conversationId: number, at: Date) =>
  (
    await db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(eq(conversationParticipants.conversationId, conversationId), lte(conversationParticipants.createdAt, at)),
      )
  ).map((r) => r.id);
