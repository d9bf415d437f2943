import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { channelEmails, emailMailboxes, inboxes } from '../../db/schema/index.ts';

const EMAIL = 'Channel::Email';

/** The channel row, locked for the transaction (one token refresh at a time per mailbox). */
export const lockEmailChannel = async (tx: TExecutor, channelId: number) =>
  (await tx.select().from(channelEmails).where(eq(channelEmails.id, channelId)).for('update').limit(1))[0] ?? null;

export const saveProviderConfig = async (tx: TExecutor, channelId: number, providerConfig: Record<string, unknown>) => {
  await tx.update(channelEmails).set({ providerConfig, updatedAt: new Date() }).where(eq(channelEmails.id, channelId));
};

/** The email inbox (any account) whose channel has this address: addresses are unique across the installation. */
export const findInboxByAddress = async (db: TExecutor, email: string) =>
  (
    await db
      .select({ inbox: inboxes, channel: channelEmails })
      .from(channelEmails)
      .innerJoin(inboxes, and(eq(inboxes.channelType, EMAIL), eq(inboxes.channelId, channelEmails.id)))
      .where(and(sql`lower(${channelEmails.email}) = ${email.toLowerCase()}`, isNull(inboxes.deletingAt)))
      .limit(1)
  )[0] ?? null;

/** Signed-in mailboxes whose access token expires before `before` and that do not wait for a new sign-in. */
export const listOauthChannelsDue = async (db: TExecutor, before: Date) =>
  db
    .select({ inbox: inboxes, channel: channelEmails })
    .from(channelEmails)
    .innerJoin(inboxes, and(eq(inboxes.channelType, EMAIL), eq(inboxes.channelId, channelEmails.id)))
    .leftJoin(emailMailboxes, eq(emailMailboxes.inboxId, inboxes.id))
    .where(
      and(
        inArray(channelEmails.provider, ['google', 'microsoft']),
        isNull(inboxes.deletingAt),
        sql`coalesce(${emailMailboxes.reauthorizationRequired}, false) = false`,
        sql`(${channelEmails.providerConfig} ->> 'expires_on') < ${before.toISOString()}`,
      ),
    );

/** A new sign-in: the login failures and the reauthorization flag start over. */
export const clearMailboxReauthorization = async (tx: TExecutor, inboxId: number) => {
  await tx
    .update(emailMailboxes)
    .set({ reauthorizationRequired: false, authFailures: 0, lastError: null, lastErrorAt: null, updatedAt: new Date() })
    .where(eq(emailMailboxes.inboxId, inboxId));
};
