import { eq, sql } from 'drizzle-orm';
import type { TCampaignAudience } from '../../common/contracts/campaignAudience.ts';
import { campaignRecipients, campaigns, contacts, customFilters } from '../db/schema/index.ts';
import type { TTestContext } from './harness.ts';

let n = 0;

/** A contact of the account with a phone number (unless null), labels and custom attributes. */
export const buildPhoneContact = async (
  t: TTestContext,
  accountId: number,
  opts: { phone?: string | null; labels?: string[]; blocked?: boolean; optOut?: boolean; name?: string } = {},
) => {
  n += 1;
  const [row] = await t.database.db
    .insert(contacts)
    .values({
      accountId,
      name: opts.name ?? `Contact ${n}`,
      phoneNumber: opts.phone === undefined ? `+1555${String(700_0000 + n).padStart(7, '0')}` : opts.phone,
      labels: opts.labels ?? [],
      blocked: opts.blocked ?? false,
      customAttributes: opts.optOut ? { opt_out: true } : {},
    })
    .returning();
  if (!row) throw new Error('contact insert failed');
  return row;
};

/** A one-off campaign of the inbox, due now unless told otherwise. */
export const buildOneOffCampaign = async (
  t: TTestContext,
  accountId: number,
  inboxId: number,
  opts: { audience: TCampaignAudience; scheduledAt?: Date; message?: string; senderId?: number; enabled?: boolean },
) => {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      accountId,
      inboxId,
      displayId: sql`(select coalesce(max(display_id), 0) + 1 from campaigns where account_id = ${accountId})`,
      title: 'Spring sale',
      message: opts.message ?? 'Our spring sale starts today',
      senderId: opts.senderId ?? null,
      campaignType: 1,
      enabled: opts.enabled ?? true,
      audience: opts.audience,
      scheduledAt: opts.scheduledAt ?? new Date(Date.now() - 1000),
    })
    .returning();
  if (!row) throw new Error('campaign insert failed');
  return row;
};

/** A saved contact segment (custom filter of type contact) of the account. */
export const buildSegment = async (t: TTestContext, accountId: number, userId: number, payload: unknown[]) => {
  const [row] = await t.database.db
    .insert(customFilters)
    .values({ accountId, userId, name: 'Segment', filterType: 1, query: { payload } })
    .returning();
  if (!row) throw new Error('segment insert failed');
  return row;
};

export const recipientsOf = (t: TTestContext, campaignId: number) =>
  t.database.db
    .select()
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .orderBy(campaignRecipients.id);

export const campaignRow = async (t: TTestContext, id: number) =>
  (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
