import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { customAttributeDefinitions } from '../../db/schema/index.ts';

export type TCustomAttributeRow = typeof customAttributeDefinitions.$inferSelect;
const t = customAttributeDefinitions;

export const listDefinitions = (db: TExecutor, accountId: number, model?: number) =>
  db
    .select()
    .from(t)
    .where(and(eq(t.accountId, accountId), model === undefined ? undefined : eq(t.attributeModel, model)))
    .orderBy(asc(t.id));

export const findDefinition = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(t)
      .where(and(eq(t.accountId, accountId), eq(t.id, id)))
      .limit(1)
  )[0] ?? null;

export const findDefinitionByKey = async (db: TExecutor, accountId: number, model: number, key: string) =>
  (
    await db
      .select()
      .from(t)
      .where(and(eq(t.accountId, accountId), eq(t.attributeModel, model), eq(t.attributeKey, key)))
      .limit(1)
  )[0] ?? null;

export const insertDefinition = async (db: TExecutor, values: typeof t.$inferInsert) => {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('custom attribute insert returned nothing');
  return row;
};

export const updateDefinition = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof t.$inferInsert>,
) =>
  (
    await db
      .update(t)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(t.accountId, accountId), eq(t.id, id)))
      .returning()
  )[0] ?? null;

export const deleteDefinition = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(t)
      .where(and(eq(t.accountId, accountId), eq(t.id, id)))
      .returning()
  )[0] ?? null;
