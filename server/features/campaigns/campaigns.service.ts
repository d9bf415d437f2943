import {
  CAMPAIGN_TYPE_OF_CHANNEL,
  CAMPAIGN_TYPES,
  type TCreateCampaignRequest,
  type TUpdateCampaignRequest,
} from '../../../common/contracts/campaigns.ts';
import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { findInbox, getInbox, type TInboxRow } from '../inboxes/index.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import * as repo from './campaigns.repo.ts';

const COMPLETED = 1;

const notFound = () => new AppError('not_found', errorText('campaignNotFound'));

/** GET inboxes/{id}/campaigns: the inbox's campaigns, oldest first. */
export const listForInbox = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await getInbox(deps, m, inboxId);
  const rows = await repo.listInboxCampaigns(deps.db, m.accountId, inbox.id);
  return rows.map((r) => presentCampaign(r.campaign, r.inbox, r.sender));
};

export const list = async (deps: TDeps, m: TMembership) =>
  (await repo.listAccountCampaigns(deps.db, m.accountId)).map((r) => presentCampaign(r.campaign, r.inbox, r.sender));

export const show = async (deps: TDeps, m: TMembership, displayId: number) => {
  const r = await repo.findCampaign(deps.db, m.accountId, displayId);
  if (!r) throw notFound();
  return presentCampaign(r.campaign, r.inbox, r.sender);
};

/** The campaign type the inbox implies (website → ongoing; SMS and WhatsApp → one-off); others are refused. */
const typeOfInbox = (inbox: TInboxRow) => {
  const type = CAMPAIGN_TYPE_OF_CHANNEL[inbox.channelType];
  if (!type)
    throw AppError.withError('validation_failed', errorText('campaignInboxUnsupported'), {
      inbox_id: [errorText('campaignInboxUnsupported')],
    });
  return type;
};

const checkAudience = async (deps: TDeps, accountId: number, audience: TCampaignAudience) => {
  if (audience.length === 0) throw AppError.invalid('audience', errorText('campaignAudienceRequired'));
  const ids = (type: 'Label' | 'Segment') => [...new Set(audience.filter((a) => a.type === type).map((a) => a.id))];
  const [labelIds, segmentIds] = [ids('Label'), ids('Segment')];
  const [labels, segments] = await Promise.all([
    repo.knownLabelIds(deps.db, accountId, labelIds),
    repo.knownSegmentIds(deps.db, accountId, segmentIds),
  ]);
  if (labels.length !== labelIds.length || segments.length !== segmentIds.length)
    throw AppError.invalid('audience', errorText('campaignAudienceUnknown'));
};

type TCampaignValues = Omit<Parameters<typeof repo.insertCampaign>[1], 'accountId'>;

/**
 * The row a create or update writes, checked as Chatwoot's model validations: the inbox's type decides the
 * campaign type; a website campaign needs its page address, a one-off one its schedule and audience; the
 * sender and every audience entry belong to the account.
 */
const valuesFor = async (deps: TDeps, m: TMembership, input: TCreateCampaignRequest): Promise<TCampaignValues> => {
  const inbox = await findInbox(deps.db, m.accountId, input.inbox_id);
  if (!inbox) throw AppError.invalid('inbox_id', errorText('inboxNotFound'));
  const type = typeOfInbox(inbox);
  if (input.sender_id && !(await repo.isAccountMember(deps.db, m.accountId, input.sender_id)))
    throw AppError.invalid('sender_id', errorText('campaignSenderUnknown'));
  const common = {
    inboxId: inbox.id,
    title: input.title,
    description: input.description ?? null,
    message: input.message,
    senderId: input.sender_id ?? null,
    enabled: input.enabled ?? true,
    campaignType: CAMPAIGN_TYPES.indexOf(type),
  };
  if (type === 'ongoing') {
    const rules = input.trigger_rules ?? {};
    if (!rules.url) throw AppError.invalid('url', errorText('campaignUrlRequired'));
    return {
      ...common,
      triggerRules: { url: rules.url, time_on_page: rules.time_on_page ?? 10 },
      triggerOnlyDuringBusinessHours: input.trigger_only_during_business_hours ?? false,
      scheduledAt: null,
      audience: [],
      templateParams: {},
    };
  }
  if (!input.scheduled_at) throw AppError.invalid('scheduled_at', errorText('campaignScheduleRequired'));
  if (Number.isNaN(input.scheduled_at.getTime())) throw AppError.invalid('scheduled_at', errorText('invalid'));
  const audience = input.audience ?? [];
  await checkAudience(deps, m.accountId, audience);
  return {
    ...common,
    triggerRules: {},
    triggerOnlyDuringBusinessHours: false,
    scheduledAt: input.scheduled_at,
    audience,
    templateParams: input.template_params ?? {},
  };
};

/** A per-account display id taken by a concurrent create: try again with the next one. */
const isDisplayIdRace = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === 'campaigns_account_display_key';

export const create = async (deps: TDeps, m: TMembership, input: TCreateCampaignRequest) => {
  const values = await valuesFor(deps, m, input);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await repo.insertCampaign(deps.db, { ...values, accountId: m.accountId });
      return show(deps, m, row.displayId);
    } catch (err) {
      if (attempt >= 3 || !isDisplayIdRace(err)) throw err;
    }
  }
};

export const update = async (deps: TDeps, m: TMembership, displayId: number, input: TUpdateCampaignRequest) => {
  const current = await repo.findCampaign(deps.db, m.accountId, displayId);
  if (!current) throw notFound();
  const c = current.campaign;
  if (c.campaignStatus === COMPLETED)
    throw AppError.withError('validation_failed', errorText('campaignCompleted'), {
      status: [errorText('campaignCompleted')],
    });
  const merged: TCreateCampaignRequest = {
    title: input.title ?? c.title,
    description: input.description !== undefined ? input.description : c.description,
    message: input.message ?? c.message,
    inbox_id: input.inbox_id ?? c.inboxId,
    sender_id: input.sender_id !== undefined ? input.sender_id : c.senderId,
    enabled: input.enabled ?? c.enabled,
    trigger_only_during_business_hours: input.trigger_only_during_business_hours ?? c.triggerOnlyDuringBusinessHours,
    trigger_rules: { ...(c.triggerRules as TCreateCampaignRequest['trigger_rules']), ...input.trigger_rules },
    scheduled_at: input.scheduled_at !== undefined ? input.scheduled_at : c.scheduledAt,
    audience: input.audience ?? (c.audience as TCampaignAudience),
    template_params: (input.template_params !== undefined
      ? input.template_params
      : c.templateParams) as TCreateCampaignRequest['template_params'],
  };
  // A sender who left the account keeps the campaign editable: only a newly named sender is checked.
  const values = await valuesFor(deps, m, {
    ...merged,
    sender_id: input.sender_id !== undefined ? input.sender_id : null,
  });
  await repo.updateCampaign(deps.db, c.id, {
    ...values,
    senderId: input.sender_id !== undefined ? values.senderId : c.senderId,
  });
  return show(deps, m, displayId);
};

export const remove = async (deps: TDeps, m: TMembership, displayId: number) => {
  if (!(await repo.deleteCampaign(deps.db, m.accountId, displayId))) throw notFound();
};
