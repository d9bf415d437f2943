import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';

export type TNotificationSettingsRow = typeof notificationSettings.$inferSelect;

export const findNotificationSettings = async (db: TExecutor, accountId: number, userId: number) =>
  (
    await db
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.accountId, accountId), eq(notificationSettings.userId, userId)))
      .limit(1)
  )[0] ?? null;

/** Creates the member's row with the given bits unless one exists (two first reads may race). */
export const insertNotificationSettingsIfMissing = async (
  db: TExecutor,
  values: { accountId: number; userId: number; emailFlags: number; pushFlags: number },
) => {
  await db
    .insert(notificationSettings)
    .values(values)
    .onConflictDoNothing({ target: [notificationSettings.accountId, notificationSettings.userId] });
};

export const updateNotificationSettings = async (
  db: TExecutor,
  accountId: number,
  userId: number,
  patch: { emailFlags?: number; pushFlags?: number },
) =>
  (
    await db
      .update(notificationSettings)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(notificationSettings.accountId, accountId), eq(notificationSettings.userId, userId)))
      .returning()
  )[0] ?? null;
