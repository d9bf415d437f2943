import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  campaignLaunches,
  campaignRecipients,
  campaigns,
  campaignSendSlots,
  contacts,
  conversations,
  customFilters,
  inboxes,
  labels,
  messages,
} from '../../db/schema/index.ts';

export type TCampaignRow = typeof campaigns.$inferSelect;
export type TRecipientRow = typeof campaignRecipients.$inferSelect;
export type TLaunchRow = typeof campaignLaunches.$inferSelect;

const ONE_OFF = 1;
const ACTIVE = 0;
const COMPLETED = 1;
/** Contact filters (custom_filters.filter_type): a saved segment. */
const CONTACT_FILTER = 1;

/**
 * Claims due one-off campaigns (enabled, active, scheduled_at ≤ now, not launched): the launch row's
 * insert is the claim, so two nodes running this at once claim each campaign once.
 */
export const claimDueCampaigns = async (tx: TExecutor, now: Date, limit = 20) => {
  const { rows } = await tx.execute<{ campaign_id: number }>(sql`
    INSERT INTO ${campaignLaunches} (campaign_id, account_id, started_at)
    SELECT c.id, c.account_id, ${now.toISOString()}::timestamptz FROM ${campaigns} c
    WHERE c.campaign_type = ${ONE_OFF} AND c.campaign_status = ${ACTIVE} AND c.enabled
      AND c.scheduled_at <= ${now.toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM ${campaignLaunches} l WHERE l.campaign_id = c.id)
    ORDER BY c.scheduled_at, c.id
    LIMIT ${limit}
    ON CONFLICT (campaign_id) DO NOTHING
    RETURNING campaign_id`);
  return rows.map((r) => r.campaign_id);
};

/** Launches not finished: a node may have stopped mid-run, their sends are queued again. */
export const listUnfinishedLaunches = (db: TExecutor) =>
  db.select().from(campaignLaunches).where(isNull(campaignLaunches.finishedAt)).limit(100);

export const findCampaignById = async (db: TExecutor, id: number) =>
  (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0] ?? null;

/** A campaign by its per-account display id, with its inbox and launch. */
export const findCampaignByDisplayId = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select({ campaign: campaigns, inbox: inboxes, launch: campaignLaunches })
      .from(campaigns)
      .innerJoin(inboxes, eq(inboxes.id, campaigns.inboxId))
      .leftJoin(campaignLaunches, eq(campaignLaunches.campaignId, campaigns.id))
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.displayId, displayId)))
  )[0] ?? null;

/** The titles of the account's labels with these ids (contacts carry label titles). */
export const labelTitles = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ title: labels.title })
          .from(labels)
          .where(and(eq(labels.accountId, accountId), inArray(labels.id, ids)))
      ).map((r) => r.title)
    : [];

/** The account's saved contact segments with these ids (any member's). */
export const segmentQueries = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ query: customFilters.query })
          .from(customFilters)
          .where(
            and(
              eq(customFilters.accountId, accountId),
              eq(customFilters.filterType, CONTACT_FILTER),
              inArray(customFilters.id, ids),
            ),
          )
      ).map((r) => r.query)
    : [];

/** Why a contact of the audience gets nothing, or null when it is reachable. */
const skipReason = sql<string | null>`case
  when ${contacts.blocked} then 'blocked'
  when coalesce(${contacts.phoneNumber}, '') = '' then 'no_phone'
  when ${contacts.customAttributes} ->> 'opt_out' = 'true' then 'opted_out'
  else null end`;

/** The audience (contacts with one of the label titles or in one of the segments) grouped by skip reason. */
export const countAudience = async (db: TExecutor, accountId: number, audience: SQL | null) => {
  if (!audience) return new Map<string | null, number>();
  const rows = await db
    .select({ reason: skipReason, n: count() })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), audience))
    .groupBy(skipReason);
  return new Map(rows.map((r) => [r.reason, r.n]));
};

/** An audience condition over contacts: any of the labels, or any of the segments' conditions. */
export const audienceSql = (titles: string[], segments: SQL[]): SQL | null => {
  const parts: SQL[] = [...segments.map((s) => sql`(${s})`)];
  if (titles.length)
    parts.unshift(
      sql`${contacts.labels} && ${sql`array[${sql.join(
        titles.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`}`,
    );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
};

/** Inserts the reachable audience as pending recipients; those already there stay as they are. */
export const insertRecipients = async (tx: TExecutor, campaign: TCampaignRow, audience: SQL) => {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO ${campaignRecipients} (campaign_id, account_id, contact_id)
    SELECT ${campaign.id}, ${campaign.accountId}, ${contacts.id} FROM ${contacts}
    WHERE ${contacts.accountId} = ${campaign.accountId} AND ${audience} AND (${skipReason}) IS NULL
    ORDER BY ${contacts.id}
    ON CONFLICT (campaign_id, contact_id) DO NOTHING
    RETURNING id`);
  return rows.length;
};

/**
 * Takes the next pending recipient (pending → sending), so two runners never send to the same contact; none while
 * the campaign is switched off (a disabled campaign pauses: its pending recipients wait until it is enabled again).
 */
export const takeNextRecipient = async (db: TExecutor, campaignId: number) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE ${campaignRecipients} SET status = 'sending', updated_at = now()
    WHERE id = (SELECT r.id FROM ${campaignRecipients} r JOIN ${campaigns} c ON c.id = r.campaign_id
                WHERE r.campaign_id = ${campaignId} AND r.status = 'pending' AND c.enabled
                ORDER BY r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED)
    RETURNING id`);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  return (
    (
      await db
        .select({ recipient: campaignRecipients, contact: contacts })
        .from(campaignRecipients)
        .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
        .where(eq(campaignRecipients.id, id))
    )[0] ?? null
  );
};

export const updateRecipient = (db: TExecutor, id: number, values: Partial<typeof campaignRecipients.$inferInsert>) =>
  db
    .update(campaignRecipients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaignRecipients.id, id));

/**
 * Recipients left in `sending` longer than `staleMs` (their runner stopped between taking and recording):
 * the provider may have the message, so they are failed, never sent again.
 */
export const failStaleSending = async (db: TExecutor, campaignId: number, staleMs: number, reason: string) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE ${campaignRecipients} SET status = 'failed', error_code = 'interrupted', error = ${reason}, updated_at = now()
    WHERE campaign_id = ${campaignId} AND status = 'sending'
      AND updated_at < now() - make_interval(secs => ${staleMs / 1000})
    RETURNING id`);
  return rows.length;
};

/**
 * Reserves the inbox's next send instant, `intervalMs` after the previous one (never before `now`): the
 * pace holds across campaigns and nodes. Returns the reserved instant.
 */
export const reserveSendSlot = async (db: TExecutor, inboxId: number, now: Date, intervalMs: number) => {
  const { rows } = await db.execute<{ at: string }>(sql`
    INSERT INTO ${campaignSendSlots} AS s (inbox_id, next_at)
    VALUES (${inboxId}, ${now.toISOString()}::timestamptz + make_interval(secs => ${intervalMs / 1000}))
    ON CONFLICT (inbox_id) DO UPDATE
      SET next_at = greatest(s.next_at, ${now.toISOString()}::timestamptz) + make_interval(secs => ${intervalMs / 1000})
    RETURNING (next_at - make_interval(secs => ${intervalMs / 1000}))::text AS at`);
  return new Date(rows[0]?.at ?? now);
};

/** Completes the campaign and its launch once no recipient is pending or sending. Returns whether it did. */
export const completeIfDone = async (tx: TExecutor, campaignId: number) => {
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM ${campaignRecipients}
    WHERE campaign_id = ${campaignId} AND status IN ('pending', 'sending')`);
  if ((rows[0]?.n ?? 0) > 0) return false;
  await tx
    .update(campaigns)
    .set({ campaignStatus: COMPLETED, updatedAt: new Date() })
    .where(eq(campaigns.id, campaignId));
  await tx
    .update(campaignLaunches)
    .set({ finishedAt: new Date() })
    .where(and(eq(campaignLaunches.campaignId, campaignId), isNull(campaignLaunches.finishedAt)));
  return true;
};

/** The open (not resolved) conversation of this contact inbox most recently active, if any. */
export const findOpenConversation = async (db: TExecutor, accountId: number, contactInboxId: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.accountId, accountId),
          eq(conversations.contactInboxId, contactInboxId),
          ne(conversations.status, 1),
          isNull(conversations.mergedIntoDisplayId),
        ),
      )
      .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
      .limit(1)
  )[0] ?? null;

const recipientWhere = (campaignId: number, status?: string) =>
  and(eq(campaignRecipients.campaignId, campaignId), status ? eq(campaignRecipients.status, status) : undefined);

/** A page of the campaign's recipients with their contact and conversation. */
export const listRecipients = (
  db: TExecutor,
  campaignId: number,
  opts: { status?: string; limit: number; offset: number },
) =>
  db
    .select({
      recipient: campaignRecipients,
      contact: { id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber },
      conversationDisplayId: conversations.displayId,
    })
    .from(campaignRecipients)
    .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
    .leftJoin(messages, eq(messages.id, campaignRecipients.messageId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(recipientWhere(campaignId, opts.status))
    .orderBy(asc(campaignRecipients.id))
    .limit(opts.limit)
    .offset(opts.offset);

/** How many recipients the campaign has in each status. */
export const countRecipients = async (db: TExecutor, campaignId: number) =>
  db
    .select({ status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(campaignRecipients.status);

/** The recipient whose campaign message this is, if any. */
export const findRecipientByMessage = async (db: TExecutor, accountId: number, messageId: number) =>
  (
    await db
      .select()
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.accountId, accountId), eq(campaignRecipients.messageId, messageId)))
  )[0] ?? null;
