import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, installationConfigs, notificationSubscriptions } from '../../db/schema/index.ts';

export type TNotificationSubscriptionRow = typeof notificationSubscriptions.$inferSelect;

/** Chatwoot's enum: browser_push 1, fcm 2. */
export const SUBSCRIPTION_TYPES = { browser_push: 1, fcm: 2 } as const;

/**
 * One row per device (identifier = the push endpoint or FCM token): subscribing again updates its keys
 * and, when another user signed in on that browser, moves it to them.
 */
export const upsertSubscription = async (
  db: TExecutor,
  values: {
    userId: number;
    subscriptionType: number;
    subscriptionAttributes: Record<string, string>;
    identifier: string;
  },
) =>
  (
    await db
      .insert(notificationSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: notificationSubscriptions.identifier,
        set: {
          userId: values.userId,
          subscriptionType: values.subscriptionType,
          subscriptionAttributes: values.subscriptionAttributes,
          updatedAt: new Date(),
        },
      })
      .returning()
  )[0]!;

/** Removes the user's own device; true when there was one. */
export const deleteUserSubscription = async (db: TExecutor, userId: number, identifier: string) =>
  (
    await db
      .delete(notificationSubscriptions)
      .where(and(eq(notificationSubscriptions.userId, userId), eq(notificationSubscriptions.identifier, identifier)))
      .returning({ id: notificationSubscriptions.id })
  ).length > 0;

export const listBrowserSubscriptions = (db: TExecutor, userId: number) =>
  db
    .select()
    .from(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.userId, userId),
        eq(notificationSubscriptions.subscriptionType, SUBSCRIPTION_TYPES.browser_push),
      ),
    );

/** Whether a member of the account has a browser subscribed to push (the push consumer's inUse condition). */
export const pushSubscriptionsInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${notificationSubscriptions} ns JOIN ${accountUsers} au ON au.user_id = ns.user_id
    WHERE au.account_id = ${accountId} AND ns.subscription_type = ${SUBSCRIPTION_TYPES.browser_push})`;

/** An expired subscription (the push service answered 404/410): gone for everyone. */
export const deleteSubscriptionById = async (db: TExecutor, id: number) => {
  await db.delete(notificationSubscriptions).where(eq(notificationSubscriptions.id, id));
};

export interface TVapidKeys {
  public_key: string;
  private_key: string;
}

/** Stores the installation's VAPID key pair unless one is there (the first node wins); returns the stored pair. */
export const insertVapidKeysIfMissing = async (db: TExecutor, name: string, keys: TVapidKeys) => {
  await db.insert(installationConfigs).values({ name, value: keys }).onConflictDoNothing();
  const { rows } = await db.execute<{ value: TVapidKeys }>(
    sql`SELECT value FROM installation_configs WHERE name = ${name}`,
  );
  const stored = rows[0]?.value;
  if (!stored?.public_key || !stored.private_key) throw new Error(`${name} missing after insert`);
  return stored;
};
