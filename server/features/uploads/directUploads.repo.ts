import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { directUploads } from '../../db/schema/index.ts';

export type TDirectUploadRow = typeof directUploads.$inferSelect;
export type TBlobOwner = { type: 'User' | 'ContactInbox'; id: number };

export const insertDirectUpload = async (db: TExecutor, values: typeof directUploads.$inferInsert) => {
  const [row] = await db.insert(directUploads).values(values).returning();
  return row!;
};

export const findDirectUpload = async (db: TExecutor, id: number) =>
  (await db.select().from(directUploads).where(eq(directUploads.id, id)))[0] ?? null;

/** Marks the bytes as arrived, once: a second PUT to the same URL finds nothing to update. */
export const markUploaded = async (db: TExecutor, id: number, fileKey: string) =>
  (
    await db
      .update(directUploads)
      .set({ fileKey })
      .where(and(eq(directUploads.id, id), isNull(directUploads.fileKey)))
      .returning({ id: directUploads.id })
  ).length > 0;

/** The owner's uploaded blobs among `ids` (another owner's, or one whose bytes never came, is not found). */
export const findOwnedUploads = (db: TExecutor, owner: TBlobOwner, ids: number[]) =>
  ids.length
    ? db
        .select()
        .from(directUploads)
        .where(
          and(
            inArray(directUploads.id, ids),
            eq(directUploads.ownerType, owner.type),
            eq(directUploads.ownerId, owner.id),
            isNotNull(directUploads.fileKey),
          ),
        )
    : Promise.resolve([]);

/** Removes used blobs (their files are the caller's to remove). */
export const deleteDirectUploads = (db: TExecutor, ids: number[]) =>
  ids.length
    ? db.delete(directUploads).where(inArray(directUploads.id, ids)).returning({ fileKey: directUploads.fileKey })
    : Promise.resolve([]);

/** Blobs announced before `cutoff` and never taken (maintenance removes their files too). */
export const pruneDirectUploads = (db: TExecutor, cutoff: Date) =>
  db.delete(directUploads).where(lt(directUploads.createdAt, cutoff)).returning({ fileKey: directUploads.fileKey });
