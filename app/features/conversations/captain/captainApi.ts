import type {
  TCaptainLabelSuggestion,
  TCaptainTaskResult,
  TRewriteOperation,
} from '../../../../common/contracts/captain.ts';
import { api } from '../../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/captain/tasks`;

export const rewriteDraft = (accountId: number, displayId: number, content: string, operation: TRewriteOperation) =>
  api<TCaptainTaskResult>(`${base(accountId)}/rewrite`, {
    method: 'POST',
    body: { content, operation, conversation_display_id: displayId },
    contract: 'captainTaskResult',
  });

export const conversationTask = (
  accountId: number,
  displayId: number,
  task: 'summarize' | 'reply_suggestion' | 'follow_up',
) =>
  api<TCaptainTaskResult>(`${base(accountId)}/${task}`, {
    method: 'POST',
    body: { conversation_display_id: displayId },
    contract: 'captainTaskResult',
  });

export const suggestLabels = (accountId: number, displayId: number) =>
  api<TCaptainLabelSuggestion>(`${base(accountId)}/label_suggestion`, {
    method: 'POST',
    body: { conversation_display_id: displayId },
    contract: 'captainLabelSuggestion',
  });
