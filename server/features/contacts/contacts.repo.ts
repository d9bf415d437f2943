import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TContactSort } from '../../../common/contracts/contacts.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

export type TContactRow = typeof contacts.$inferSelect;

const SORT_COLUMNS: Record<TContactSort, SQL> = {
  name: sql`lower(${contacts.name})`,
  email: sql`lower(${contacts.email})`,
  phone_number: sql`${contacts.phoneNumber}`,
  company: sql`${contacts.additionalAttributes}->>'company_name'`,
  city: sql`${contacts.additionalAttributes}->>'city'`,
  country: sql`${contacts.additionalAttributes}->>'country'`,
  last_activity_at: sql`${contacts.lastActivityAt}`,
  created_at: sql`${contacts.createdAt}`,
};

/** The same expression the trigram index covers, so ILIKE '%q%' uses it. */
const searchable = sql`(coalesce(${contacts.name}, '') || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phoneNumber}, '') || ' ' || coalesce(${contacts.identifier}, ''))`;

export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TContactQuery {
  accountId: number;
  page: number;
  perPage: number;
  sort: TContactSort;
  desc: boolean;
  q?: string;
  /** Contacts carrying this label (labels/{label}/contacts). */
  label?: string;
  /** An advanced-filter condition built by contactFilter.ts. */
  filter?: SQL;
}

export const whereOf = (query: Omit<TContactQuery, 'page' | 'perPage' | 'sort' | 'desc'>) =>
  and(
    eq(contacts.accountId, query.accountId),
    query.q ? sql`${searchable} ILIKE ${`%${escapeLike(query.q)}%`}` : undefined,
    query.label ? sql`${contacts.labels} @> ARRAY[${query.label}]::text[]` : undefined,
    query.filter,
  );

export const listContacts = (db: TExecutor, query: TContactQuery) => {
  const col = SORT_COLUMNS[query.sort];
  // Missing values go last whichever way the list is sorted; id breaks ties so pages never overlap.
  const order = query.desc ? sql`${col} DESC NULLS LAST` : sql`${col} ASC NULLS LAST`;
  return db
    .select()
    .from(contacts)
    .where(whereOf(query))
    .orderBy(order, query.desc ? desc(contacts.id) : asc(contacts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
};

/**
 * The number of matches. A search counts at most `cap + 1` rows: a common fragment ("smith") matches tens
 * of thousands of contacts and an exact count would cost more than the page itself.
 */
export const countContacts = async (db: TExecutor, query: TContactQuery, cap?: number) => {
  if (cap === undefined)
    return (
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(contacts)
          .where(whereOf(query))
      )[0]?.n ?? 0
    );
  const capped = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(whereOf(query))
    .limit(cap + 1)
    .as('capped');
  return (await db.select({ n: sql<number>`count(*)::int` }).from(capped))[0]?.n ?? 0;
};

export const findContact = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
      .limit(1)
  )[0] ?? null;

/** Another contact already holding this email, phone or identifier. */
export const findDuplicate = async (
  db: TExecutor,
  accountId: number,
  keys: { email?: string | null; phoneNumber?: string | null; identifier?: string | null },
  exceptId?: number,
) => {
  const conds: SQL[] = [];
  if (keys.email) conds.push(sql`lower(${contacts.email}) = lower(${keys.email})`);
  if (keys.phoneNumber) conds.push(eq(contacts.phoneNumber, keys.phoneNumber));
  if (keys.identifier) conds.push(eq(contacts.identifier, keys.identifier));
  if (!conds.length) return null;
  const rows = await db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.accountId, accountId), or(...conds), exceptId ? sql`${contacts.id} <> ${exceptId}` : undefined),
    )
    .limit(1);
  return rows[0] ?? null;
};

export const insertContact = async (db: TExecutor, values: typeof contacts.$inferInsert) => {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
};

export const updateContact = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof contacts.$inferInsert>,
) =>
  (
    await db
      .update(contacts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
      .returning()
  )[0] ?? null;

export const deleteContact = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
      .returning()
  )[0] ?? null;
