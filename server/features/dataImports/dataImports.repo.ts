import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { dataImports } from '../../db/schema/index.ts';

export type TDataImportRow = typeof dataImports.$inferSelect;

export const insertDataImport = async (db: TExecutor, values: typeof dataImports.$inferInsert) => {
  const [row] = await db.insert(dataImports).values(values).returning();
  if (!row) throw new Error('data import insert returned nothing');
  return row;
};

export const findDataImport = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(dataImports)
      .where(and(eq(dataImports.accountId, accountId), eq(dataImports.id, id)))
      .limit(1)
  )[0] ?? null;

/** For jobs: the row by id alone (the job carries the account id it was queued for). */
export const findDataImportById = async (db: TExecutor, id: number) =>
  (await db.select().from(dataImports).where(eq(dataImports.id, id)).limit(1))[0] ?? null;

export const updateDataImport = (db: TExecutor, id: number, patch: Partial<typeof dataImports.$inferInsert>) =>
  db
    .update(dataImports)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dataImports.id, id));
