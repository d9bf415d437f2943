import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import type { TCampaign, TCreateCampaignRequest } from '../../../common/contracts/campaigns.ts';
import type { z } from 'zod';
import type { ZCampaignAudiencePreview } from '../../../common/contracts/responses/campaigns.ts';
import { api, isApiError } from '../../lib/api.ts';

export type TAudiencePreview = z.infer<typeof ZCampaignAudiencePreview>;

/** The request body the dialogs send: dates as unix seconds (Chatwoot's wire format). */
export type TCampaignInput = Omit<TCreateCampaignRequest, 'scheduled_at'> & { scheduled_at?: number | null };

export const campaignKeys = {
  all: (accountId: number) => ['accounts', accountId, 'campaigns'] as const,
  list: (accountId: number) => [...campaignKeys.all(accountId), 'list'] as const,
  preview: (accountId: number, inboxId: number, audience: TCampaignAudience) =>
    [...campaignKeys.all(accountId), 'preview', inboxId, audience] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/campaigns`;

export const fetchCampaigns = (accountId: number) => api<TCampaign[]>(base(accountId), { contract: 'campaignList' });

export const createCampaign = (accountId: number, input: TCampaignInput) =>
  api<TCampaign>(base(accountId), { method: 'POST', body: input, contract: 'campaign' });

export const updateCampaign = (accountId: number, id: number, input: Partial<TCampaignInput>) =>
  api<TCampaign>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'campaign' });

export const deleteCampaign = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/**
 * How many contacts a one-off audience reaches, and how many are skipped. Null when the server has no
 * such answer (404: the preview is not available), so the dialog simply shows no count.
 */
export const fetchAudiencePreview = async (accountId: number, inboxId: number, audience: TCampaignAudience) => {
  try {
    return await api<TAudiencePreview>(`${base(accountId)}/audience_preview`, {
      method: 'POST',
      body: { inbox_id: inboxId, audience },
      contract: 'campaignAudiencePreview',
    });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
};
