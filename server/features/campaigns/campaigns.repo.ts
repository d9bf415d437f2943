import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, campaigns, customFilters, inboxes, labels, users } from '../../db/schema/index.ts';

export type TCampaignRow = typeof campaigns.$inferSelect;
type TCampaignChanges = Partial<Omit<typeof campaigns.$inferInsert, 'id' | 'accountId' | 'displayId'>>;

/** Custom filters of this type are contact segments (0 conversation folders, 2 report filters). */
const SEGMENT_FILTER_TYPE = 1;

const withInboxAndSender = (db: TExecutor) =>
  db
    .select({ campaign: campaigns, inbox: inboxes, sender: users })
    .from(campaigns)
    .innerJoin(inboxes, eq(inboxes.id, campaigns.inboxId))
    .leftJoin(users, eq(users.id, campaigns.senderId));

/** An inbox's campaigns with the inbox and sender the wire shape embeds. */
export const listInboxCampaigns = (db: TExecutor, accountId: number, inboxId: number) =>
  withInboxAndSender(db)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.inboxId, inboxId)))
    .orderBy(asc(campaigns.displayId));

/** The account's campaigns, oldest first (Chatwoot's index is unpaginated). */
export const listAccountCampaigns = (db: TExecutor, accountId: number) =>
  withInboxAndSender(db).where(eq(campaigns.accountId, accountId)).orderBy(asc(campaigns.displayId));

/** One campaign of the account by its display id, with its inbox and sender. */
export const findCampaign = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await withInboxAndSender(db)
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.displayId, displayId)))
      .limit(1)
  )[0] ?? null;

/** Inserts with the next per-account display id (the unique index settles a race: the caller retries). */
export const insertCampaign = async (db: TExecutor, values: Omit<typeof campaigns.$inferInsert, 'displayId'>) => {
  const [row] = await db
    .insert(campaigns)
    .values({
      ...values,
      displayId: sql`(select coalesce(max(${campaigns.displayId}), 0) + 1 from ${campaigns} where ${campaigns.accountId} = ${values.accountId})`,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
};

export const updateCampaign = async (db: TExecutor, id: number, changes: TCampaignChanges) =>
  (
    await db
      .update(campaigns)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning()
  )[0] ?? null;

export const deleteCampaign = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .delete(campaigns)
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.displayId, displayId)))
      .returning({ id: campaigns.id })
  ).length > 0;

/** The inbox's enabled ongoing campaigns (campaign_type 0), at most 50: what the widget may show. */
export const listOngoingCampaigns = (db: TExecutor, inboxId: number) =>
  db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.inboxId, inboxId), eq(campaigns.enabled, true), eq(campaigns.campaignType, 0)))
    .orderBy(asc(campaigns.displayId))
    .limit(50);

/** An enabled ongoing campaign of the inbox by display id (the visitor's reply names it). */
export const findOngoingCampaign = async (db: TExecutor, inboxId: number, displayId: number) =>
  (
    await db
      .select()
      .from(campaigns)
      .where(
        and(
          eq(campaigns.inboxId, inboxId),
          eq(campaigns.displayId, displayId),
          eq(campaigns.enabled, true),
          eq(campaigns.campaignType, 0),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Which of these label ids the account has. */
export const knownLabelIds = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: labels.id })
          .from(labels)
          .where(and(eq(labels.accountId, accountId), inArray(labels.id, ids)))
      ).map((r) => r.id)
    : [];

/** Which of these ids are saved contact segments of the account. */
export const knownSegmentIds = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: customFilters.id })
          .from(customFilters)
          .where(
            and(
              eq(customFilters.accountId, accountId),
              eq(customFilters.filterType, SEGMENT_FILTER_TYPE),
              inArray(customFilters.id, ids),
            ),
          )
      ).map((r) => r.id)
    : [];

/** Whether the user is a member of the account (a campaign's sender must be). */
export const isAccountMember = async (db: TExecutor, accountId: number, userId: number) =>
  (
    await db
      .select({ id: accountUsers.userId })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
      .limit(1)
  ).length > 0;
