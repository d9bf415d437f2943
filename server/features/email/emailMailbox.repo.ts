import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { channelEmails, emailMailboxes, inboxes } from '../../db/schema/index.ts';

const EMAIL = 'Channel::Email';

export type TMailboxState = typeof emailMailboxes.$inferSelect;

/** Email inboxes that fetch over IMAP (not being deleted), with their channel, oldest first. */
export const listImapInboxes = (db: TExecutor) =>
  db
    .select({ inbox: inboxes, channel: channelEmails })
    .from(channelEmails)
    .innerJoin(inboxes, and(eq(inboxes.channelType, EMAIL), eq(inboxes.channelId, channelEmails.id)))
    .where(and(eq(channelEmails.imapEnabled, true), isNull(inboxes.deletingAt)))
    .orderBy(asc(inboxes.id));

/** One email inbox with its channel (null when gone, deleting or not an email inbox). */
export const findEmailInbox = async (db: TExecutor, inboxId: number) =>
  (
    await db
      .select({ inbox: inboxes, channel: channelEmails })
      .from(inboxes)
      .innerJoin(channelEmails, and(eq(inboxes.channelType, EMAIL), eq(channelEmails.id, inboxes.channelId)))
      .where(and(eq(inboxes.id, inboxId), isNull(inboxes.deletingAt)))
      .limit(1)
  )[0] ?? null;

export const findMailboxState = async (db: TExecutor, inboxId: number) =>
  (await db.select().from(emailMailboxes).where(eq(emailMailboxes.inboxId, inboxId)).limit(1))[0] ?? null;

/** Moves the cursor (and clears the error and the login failures: the mailbox answered). */
export const saveCursor = async (
  db: TExecutor,
  key: { inboxId: number; accountId: number },
  cursor: { uidValidity: number; lastUid: number; synced: boolean },
) => {
  const values = {
    uidValidity: cursor.uidValidity,
    lastUid: cursor.lastUid,
    lastError: null,
    lastErrorAt: null,
    authFailures: 0,
    reauthorizationRequired: false,
    updatedAt: new Date(),
    ...(cursor.synced && { syncedAt: new Date() }),
  };
  await db
    .insert(emailMailboxes)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: emailMailboxes.inboxId, set: values });
};

/**
 * Records a failed connection. A refused login counts towards `limit`; reaching it raises the
 * reauthorization flag. Returns the state after, and whether this failure raised the flag.
 */
export const recordMailboxError = async (
  db: TExecutor,
  key: { inboxId: number; accountId: number },
  error: string,
  opts: { isAuth: boolean; limit: number },
) => {
  const failures = opts.isAuth ? sql`${emailMailboxes.authFailures} + 1` : sql`0`;
  const [before] = await db
    .select({ reauthorizationRequired: emailMailboxes.reauthorizationRequired })
    .from(emailMailboxes)
    .where(eq(emailMailboxes.inboxId, key.inboxId));
  const [row] = await db
    .insert(emailMailboxes)
    .values({
      ...key,
      lastError: error,
      lastErrorAt: new Date(),
      authFailures: opts.isAuth ? 1 : 0,
      reauthorizationRequired: opts.isAuth && opts.limit <= 1,
    })
    .onConflictDoUpdate({
      target: emailMailboxes.inboxId,
      set: {
        lastError: error,
        lastErrorAt: new Date(),
        authFailures: failures,
        reauthorizationRequired: opts.isAuth
          ? sql`${emailMailboxes.reauthorizationRequired} OR ${failures} >= ${opts.limit}`
          : emailMailboxes.reauthorizationRequired,
        updatedAt: new Date(),
      },
    })
    .returning();
  return { state: row ?? null, raised: Boolean(row?.reauthorizationRequired && !before?.reauthorizationRequired) };
};
