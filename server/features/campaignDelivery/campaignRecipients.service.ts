import {
  RECIPIENT_STATUSES,
  RECIPIENTS_PER_PAGE,
  type TAudiencePreviewRequest,
  type TCampaignRecipients,
  type TRecipientsQuery,
  type TSendTestRequest,
} from '../../../common/contracts/campaignDelivery.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { toCsv } from '../../lib/csv.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { previewAudience } from './audience.ts';
import * as repo from './campaignDelivery.repo.ts';
import { presentRecipient, RECIPIENT_CSV_HEADER, recipientCsvRow } from './campaignRecipients.presenter.ts';
import { addressOn, ONE_OFF_CHANNELS, providerErrorOf, senderOf } from './campaignSend.service.ts';

const unix = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);
/** Rows of the CSV at most (the report of one campaign; a bigger audience is cut here). */
const CSV_MAX_ROWS = 100_000;
/** Test sends per administrator per hour. */
const TEST_SENDS_PER_HOUR = 10;

/** The account's one-off campaign by display id (404 otherwise: another account's, an ongoing one). */
const oneOffCampaign = async (deps: TDeps, m: TMembership, displayId: number) => {
  const found = await repo.findCampaignByDisplayId(deps.db, m.accountId, displayId);
  if (!found) throw new AppError('not_found', errorText('campaignNotFound'));
  if (found.campaign.campaignType !== 1 || !ONE_OFF_CHANNELS.includes(found.inbox.channelType))
    throw AppError.invalid('id', errorText('campaignNotOneOff'));
  return found;
};

/** POST campaigns/audience_preview: the audience's reach from this inbox before launch. */
export const preview = async (deps: TDeps, m: TMembership, body: TAudiencePreviewRequest) => {
  if (!(await senderOf(deps, m.accountId, body.inbox_id)))
    throw AppError.invalid('inbox_id', errorText('campaignInboxCannotSend'));
  return previewAudience(deps, m.accountId, body.audience);
};

/** GET campaigns/{id}/recipients: a page of recipients, the counts by status and the campaign's summary. */
export const recipients = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  query: TRecipientsQuery,
): Promise<TCampaignRecipients> => {
  const { campaign, inbox, launch } = await oneOffCampaign(deps, m, displayId);
  const [rows, counted] = await Promise.all([
    repo.listRecipients(deps.db, campaign.id, {
      status: query.status,
      limit: RECIPIENTS_PER_PAGE,
      offset: (query.page - 1) * RECIPIENTS_PER_PAGE,
    }),
    repo.countRecipients(deps.db, campaign.id),
  ]);
  const counts = Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof RECIPIENT_STATUSES)[number],
    number
  >;
  for (const c of counted) if (c.status in counts) counts[c.status as keyof typeof counts] = c.n;
  const total = query.status ? counts[query.status] : counted.reduce((n, c) => n + c.n, 0);
  return {
    meta: {
      count: total,
      current_page: query.page,
      per_page: RECIPIENTS_PER_PAGE,
      counts,
      campaign: {
        id: campaign.displayId,
        title: campaign.title,
        message: campaign.message,
        campaign_status: campaign.campaignStatus === 1 ? 'completed' : 'active',
        scheduled_at: unix(campaign.scheduledAt),
        inbox: { id: inbox.id, name: inbox.name, channel_type: inbox.channelType },
        started_at: unix(launch?.startedAt),
        finished_at: unix(launch?.finishedAt),
      },
    },
    payload: rows.map(presentRecipient),
  };
};

/** GET campaigns/{id}/recipients.csv: every recipient (status filter applies) through the one CSV writer. */
export const recipientsCsv = async (deps: TDeps, m: TMembership, displayId: number, status?: string) => {
  const { campaign } = await oneOffCampaign(deps, m, displayId);
  const rows = await repo.listRecipients(deps.db, campaign.id, { status, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv(RECIPIENT_CSV_HEADER, rows.map(recipientCsvRow));
};

/**
 * POST campaigns/{id}/send_test: the campaign's message to one number through the inbox's provider,
 * recording nothing (no recipient, conversation or message). 10 per administrator an hour.
 */
export const sendTest = async (deps: TDeps, m: TMembership, displayId: number, body: TSendTestRequest) => {
  const { campaign } = await oneOffCampaign(deps, m, displayId);
  const via = await senderOf(deps, m.accountId, campaign.inboxId);
  if (!via) throw AppError.invalid('inbox_id', errorText('campaignInboxCannotSend'));
  await hitRateLimit(deps.db, `campaign-send-test:${m.accountId}:${m.accountUser.userId}`, TEST_SENDS_PER_HOUR, 3600);
  try {
    const result = await via.send({
      config: deps.config,
      baseUrl: publicUrl(deps),
      channel: via.channel,
      to: addressOn(via.inbox, via.channel, body.phone_number),
      text: campaign.message,
      mediaUrls: [],
      idempotencyKey: crypto.randomUUID(),
      template: null,
    });
    return { sent: true as const, provider_message_id: result.sourceId };
  } catch (err) {
    throw AppError.invalid('phone_number', providerErrorOf(err).text);
  }
};
