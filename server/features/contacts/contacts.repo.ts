import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PRESENCE_WINDOW_SECONDS } from '../../../common/realtime.ts';
import type { TContactSort } from '../../../common/contracts/contacts.ts';
import type { TExecutor } from '../../db/client.ts';
import { contactInboxes, contacts, inboxes, presences } from '../../db/schema/index.ts';

export type TContactRow = typeof contacts.$inferSelect;
export type TContactInboxRow = typeof contactInboxes.$inferSelect;
export type TNewContactRow = typeof contacts.$inferInsert;
/** A WHERE fragment over contacts (an advanced filter built by contactFilter.repo.ts). */
export type TContactCondition = SQL;

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

/** Chatwoot's search also matches the company (its own trigram index, contacts_company_trgm_idx). */
const company = sql`(${contacts.additionalAttributes}->>'company_name')`;

export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TContactQuery {
  accountId: number;
  page: number;
  perPage: number;
  sort: TContactSort;
  desc: boolean;
  q?: string;
  /** Contacts carrying any of these labels (labels[]=a&labels[]=b). */
  labels?: string[];
  /** Only contacts with a live widget presence (GET contacts/active). */
  onlineOnly?: boolean;
  /** An advanced-filter condition built by contactFilter.repo.ts. */
  filter?: TContactCondition;
}

/** Which contacts: the query without its paging and order. */
export type TContactWhere = Omit<TContactQuery, 'page' | 'perPage' | 'sort' | 'desc'>;

export const whereOf = (query: TContactWhere) => {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(contacts.accountId, query.accountId),
    like ? sql`(${searchable} ILIKE ${like} OR ${company} ILIKE ${like})` : undefined,
    query.labels?.length
      ? sql`${contacts.labels} && ARRAY[${sql.join(
          query.labels.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    query.onlineOnly
      ? sql`${contacts.id} IN (SELECT ${presences.ownerId} FROM ${presences} WHERE ${presences.accountId} = ${query.accountId}
          AND ${presences.ownerType} = 'Contact'
          AND ${presences.lastSeenAt} > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS}))`
      : undefined,
    query.filter,
  );
};

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
export const countContacts = async (db: TExecutor, query: TContactWhere, cap?: number) => {
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

/** Only the contact door (findOrCreateContact.ts) inserts contacts. */
export const insertContact = async (db: TExecutor, values: TNewContactRow) => {
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

/** The matching contacts in id order after `afterId` (an export walks the whole set this way). */
export const listContactsAfter = (db: TExecutor, query: TContactWhere, afterId: number, limit: number) =>
  db
    .select()
    .from(contacts)
    .where(and(whereOf(query), gt(contacts.id, afterId)))
    .orderBy(asc(contacts.id))
    .limit(limit);

/** Contacts of the account holding any of these (lower-cased) emails, phone numbers or identifiers. */
export const listContactsByKeys = async (
  db: TExecutor,
  accountId: number,
  keys: { emails: string[]; phoneNumbers: string[]; identifiers: string[] },
) => {
  const conds = [
    keys.emails.length ? inArray(sql`lower(${contacts.email})`, keys.emails) : undefined,
    keys.phoneNumbers.length ? inArray(contacts.phoneNumber, keys.phoneNumbers) : undefined,
    keys.identifiers.length ? inArray(contacts.identifier, keys.identifiers) : undefined,
  ].filter((c) => c !== undefined);
  if (!conds.length) return [];
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), or(...conds)));
};

/** Inserts unless a unique key (email, phone, identifier) is taken already: then null (the contact door only). */
export const insertContactUnlessTaken = async (db: TExecutor, values: TNewContactRow) =>
  (await db.insert(contacts).values(values).onConflictDoNothing().returning())[0] ?? null;

/** The contact's identities (source ids) in these inboxes. */
export const listContactInboxes = (db: TExecutor, contactId: number, inboxIds: number[]) =>
  db
    .select()
    .from(contactInboxes)
    .where(and(eq(contactInboxes.contactId, contactId), inArray(contactInboxes.inboxId, inboxIds)));

/** The contact inboxes of these contacts with their inbox (list rows' contact_inboxes), oldest first. */
export const listInboxLinks = (db: TExecutor, contactIds: number[]) =>
  contactIds.length
    ? db
        .select({ contactInbox: contactInboxes, inbox: inboxes })
        .from(contactInboxes)
        .innerJoin(inboxes, eq(inboxes.id, contactInboxes.inboxId))
        .where(and(inArray(contactInboxes.contactId, contactIds), isNull(inboxes.deletingAt)))
        .orderBy(asc(contactInboxes.id))
    : Promise.resolve([]);

/** The contact's identity in this inbox with this source id, if it has one. */
export const findContactInbox = async (db: TExecutor, contactId: number, inboxId: number, sourceId: string) =>
  (
    await db
      .select()
      .from(contactInboxes)
      .where(
        and(
          eq(contactInboxes.contactId, contactId),
          eq(contactInboxes.inboxId, inboxId),
          eq(contactInboxes.sourceId, sourceId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * Inserts unless the inbox already has this source id: then null. The only insert into contact_inboxes,
 * called by the contact door's linkContactInbox.
 */
export const insertContactInboxUnlessTaken = async (db: TExecutor, values: typeof contactInboxes.$inferInsert) =>
  (await db.insert(contactInboxes).values(values).onConflictDoNothing().returning())[0] ?? null;

/** The inbox's contact inbox with this source id, whoever's it is. */
export const findContactInboxBySource = async (db: TExecutor, inboxId: number, sourceId: string) =>
  (
    await db
      .select()
      .from(contactInboxes)
      .where(and(eq(contactInboxes.inboxId, inboxId), eq(contactInboxes.sourceId, sourceId)))
      .limit(1)
  )[0] ?? null;
