import type {
  TAudiencePreview,
  TAudiencePreviewRequest,
  TCampaignRecipients,
  TRecipientStatus,
} from '../../../common/contracts/campaignDelivery.ts';
import { api } from '../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/campaigns`;

export const campaignDeliveryKeys = {
  recipients: (accountId: number, campaignId: number, page: number, status: TRecipientStatus | '') =>
    ['accounts', accountId, 'campaigns', campaignId, 'recipients', page, status] as const,
};

const query = (page: number, status: TRecipientStatus | '') => {
  const q = new URLSearchParams({ page: String(page) });
  if (status) q.set('status', status);
  return q.toString();
};

export const fetchRecipients = (accountId: number, campaignId: number, page: number, status: TRecipientStatus | '') =>
  api<TCampaignRecipients>(`${base(accountId)}/${campaignId}/recipients?${query(page, status)}`, {
    contract: 'campaignRecipients',
  });

export const recipientsCsvUrl = (accountId: number, campaignId: number, status: TRecipientStatus | '') =>
  `${base(accountId)}/${campaignId}/recipients.csv${status ? `?status=${status}` : ''}`;

export const sendTest = (accountId: number, campaignId: number, phoneNumber: string) =>
  api<{ sent: true; provider_message_id: string }>(`${base(accountId)}/${campaignId}/send_test`, {
    method: 'POST',
    body: { phone_number: phoneNumber },
    contract: 'campaignSendTest',
  });

/** How many contacts an audience reaches from an inbox, and how many it skips (the create dialog shows it). */
export const previewAudience = (accountId: number, body: TAudiencePreviewRequest) =>
  api<TAudiencePreview>(`${base(accountId)}/audience_preview`, { method: 'POST', body, contract: 'audiencePreview' });
