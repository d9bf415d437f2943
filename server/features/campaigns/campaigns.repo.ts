import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { campaigns, inboxes, users } from '../../db/schema/index.ts';

export type TCampaignRow = typeof campaigns.$inferSelect;

/** An inbox's campaigns with the inbox and sender the wire shape embeds. */
export const listInboxCampaigns = (db: TExecutor, accountId: number, inboxId: number) =>
  db
    .select({ campaign: campaigns, inbox: inboxes, sender: users })
    .from(campaigns)
    .innerJoin(inboxes, eq(inboxes.id, campaigns.inboxId))
    .leftJoin(users, eq(users.id, campaigns.senderId))
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.inboxId, inboxId)))
    .orderBy(asc(campaigns.displayId));

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

/** The inbox's enabled ongoing campaigns (campaign_type 0), at most 50: what the widget may show. */
export const listOngoingCampaigns = (db: TExecutor, inboxId: number) =>
  db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.inboxId, inboxId), eq(campaigns.enabled, true), eq(campaigns.campaignType, 0)))
    .limit(50);
