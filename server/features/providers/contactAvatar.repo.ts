import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

/** Sets the avatar of a contact that has none; false when it has one (or is gone). */
export const setContactAvatarUnlessSet = async (db: TExecutor, accountId: number, contactId: number, key: string) =>
  (
    await db
      .update(contacts)
      .set({ avatarKey: key, updatedAt: new Date() })
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId), isNull(contacts.avatarKey)))
      .returning({ id: contacts.id })
  ).length > 0;
