import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, type TCampaign } from '../../../common/contracts/campaigns.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TUserRow } from '../users/index.ts';
import type { TCampaignRow } from './campaigns.repo.ts';

/** Chatwoot's campaign payload: addressed by display id; one-off campaigns add their schedule and audience. */
export const presentCampaign = (c: TCampaignRow, inbox: TInboxRow, sender: TUserRow | null): TCampaign => {
  const type = CAMPAIGN_TYPES[c.campaignType] ?? 'ongoing';
  return {
    id: c.displayId,
    title: c.title,
    description: c.description,
    account_id: c.accountId,
    inbox: { id: inbox.id, name: inbox.name, channel_type: inbox.channelType },
    sender: sender ? { id: sender.id, name: sender.name, thumbnail: avatarUrlOf(sender.avatarKey) } : null,
    message: c.message,
    campaign_status: CAMPAIGN_STATUSES[c.campaignStatus] ?? 'active',
    enabled: c.enabled,
    campaign_type: type,
    ...(type === 'one_off'
      ? { scheduled_at: c.scheduledAt ? Math.floor(c.scheduledAt.getTime() / 1000) : null, audience: c.audience }
      : {}),
    trigger_rules: c.triggerRules,
    trigger_only_during_business_hours: c.triggerOnlyDuringBusinessHours,
    template_params: c.templateParams,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
};
