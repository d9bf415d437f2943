import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/useToast.ts';
import { ApiError, isApiError } from '../../lib/api.ts';
import { pathTo } from '../navigation/index.ts';
import { inboxKeys, type TInbox } from './inboxApi.ts';

interface TOptions<TInput> {
  accountId: number;
  create: (input: TInput) => Promise<TInbox>;
  /** Shows a 422's field messages on the form; returns false when none matched a field. */
  onFieldErrors?: (err: ApiError) => boolean;
  /** The channel's fallback text when the server gives no message (spec §8). */
  fallbackMessage: string;
}

/** A 422 about `channel.provider_config.api_key` names the form's `api_key` field. */
export const byFieldName = (err: ApiError) =>
  new ApiError(
    err.status,
    err.code,
    err.message,
    Object.fromEntries(Object.entries(err.details).map(([k, v]) => [k.split('.').at(-1) ?? k, v])),
  );

/**
 * One channel form's submit: on success the new inbox goes into the list and the route is
 * replaced with its add-agents step; on failure the fields show a 422's messages, or a toast
 * shows the server's message (or the channel's default).
 */
export const useCreateInbox = <TInput>({ accountId, create, onFieldErrors, fallbackMessage }: TOptions<TInput>) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: async (inbox) => {
      queryClient.setQueryData(inboxKeys.detail(accountId, inbox.id), inbox);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.list(accountId) });
      toast.show(t('inboxesPage.create.success'), 'success');
      void navigate(pathTo(accountId, 'settings_inboxes_add_agents', { inbox_id: inbox.id }), { replace: true });
    },
    onError: (err) => {
      if (isApiError(err) && err.code === 'validation_failed' && onFieldErrors?.(byFieldName(err))) return;
      const message = isApiError(err) && err.status !== 0 && err.status < 500 ? err.message : '';
      toast.show(message || fallbackMessage, 'error');
    },
  });
};
