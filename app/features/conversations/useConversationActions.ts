import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TConversationStatus, TPriority } from '../../../common/contracts/conversations.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { patchConversation } from './cachePatch.ts';
import { conversationKeys } from './conversationQueries.ts';
import * as apiCalls from './conversationsApi.ts';
import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';

/** The header's actions: each patches the cache from the answer so every list moves at once. */
export const useConversationActions = (conversationId: number) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const { account, user } = useCurrentAccount();
  const a = account.id;
  const patch = (p: Parameters<typeof patchConversation>[4]) => patchConversation(qc, a, user.id, conversationId, p);
  const guard = async (fn: () => Promise<void>, success?: string) => {
    try {
      await fn();
      if (success) toast.show(success, 'success');
      return true;
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
      return false;
    }
  };
  return {
    setStatus: (status: TConversationStatus, snoozedUntil?: number) =>
      guard(
        async () => {
          const res = await apiCalls.toggleStatus(a, conversationId, status, snoozedUntil);
          patch({ status: res.payload.current_status, snoozed_until: res.payload.snoozed_until });
        },
        t(`conversations.statusChanged.${status}`),
      ),
    setPriority: (priority: TPriority | null) =>
      guard(async () => {
        await apiCalls.togglePriority(a, conversationId, priority);
        patch({ priority });
      }),
    assignAgent: (agent: TUserBrief | null) =>
      guard(async () => {
        await apiCalls.assignAgent(a, conversationId, agent?.id ?? null);
        patch({ meta: { assignee: agent } });
      }, t('conversations.assigned')),
    assignTeam: (team: { id: number; name: string } | null) =>
      guard(async () => {
        await apiCalls.assignTeam(a, conversationId, team?.id ?? null);
        patch({ meta: { team } });
      }, t('conversations.assigned')),
    setLabels: (labels: string[]) =>
      guard(async () => {
        const res = await apiCalls.setLabels(a, conversationId, labels);
        patch({ labels: res.payload });
      }),
    setMuted: (muted: boolean) =>
      guard(
        async () => {
          await apiCalls.mute(a, conversationId, muted);
          patch({ muted });
        },
        t(muted ? 'conversations.mutedToast' : 'conversations.unmutedToast'),
      ),
    markUnread: () =>
      guard(async () => {
        await apiCalls.markUnread(a, conversationId);
      }),
    sendTranscript: (email: string) =>
      guard(async () => {
        await apiCalls.sendTranscript(a, conversationId, email);
      }, t('conversations.transcript.sent')),
    /** Deletes it for good (administrators); the lists and counts are read again without it. */
    remove: () =>
      guard(async () => {
        await apiCalls.deleteConversation(a, conversationId);
        qc.removeQueries({ queryKey: conversationKeys.detail(a, conversationId) });
        await qc.invalidateQueries({ queryKey: conversationKeys.lists(a) });
      }, t('conversations.actions.deleted')),
  };
};
