import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TIntegrationHook,
  TSlackChannel,
  TSlackConnectRequest,
  TSlackUpdateRequest,
} from '../../../common/contracts/integrations.ts';
import { api } from '../../lib/api.ts';
import { integrationKeys } from './dashboardAppsQuery.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/integrations/slack`;

/** The channels the connected Slack app can post to (only asked once Slack is connected). */
export const useSlackChannels = (accountId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...integrationKeys.apps(accountId), 'slack', 'channels'],
    queryFn: () => api<TSlackChannel[]>(`${base(accountId)}/list_all_channels`, { contract: 'slackChannelList' }),
    enabled,
  });

/** Chatwoot's DELETE integrations/slack: the account's Slack connection is removed. */
export const disconnectSlack = (accountId: number) =>
  api<Record<string, never>>(base(accountId), { method: 'DELETE', contract: 'empty' });

/** Chatwoot's integrations/slack: connect with the OAuth code, pick the channel. */
export const useSlackMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apps(accountId) });
  return {
    connect: useMutation({
      mutationFn: (input: TSlackConnectRequest) =>
        api<TIntegrationHook>(base(accountId), { method: 'POST', body: input, contract: 'integrationHook' }),
      onSuccess,
    }),
    pickChannel: useMutation({
      mutationFn: (input: TSlackUpdateRequest) =>
        api<TIntegrationHook>(base(accountId), { method: 'PATCH', body: input, contract: 'integrationHook' }),
      onSuccess,
    }),
  };
};
