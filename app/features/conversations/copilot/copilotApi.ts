import type {
  TCopilotMessage,
  TCopilotMessageList,
  TCopilotThread,
  TCopilotThreadList,
} from '../../../../common/contracts/captainCopilot.ts';
import { api } from '../../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/captain/copilot_threads`;

/** Under the account's keys: a resync after a long disconnection reads them again with the rest. */
export const copilotKeys = {
  all: (accountId: number) => ['accounts', accountId, 'copilot'] as const,
  /** The agent's threads, or (conversation: its display id) those about one conversation. */
  threads: (accountId: number, conversationId: number | null) =>
    [...copilotKeys.all(accountId), 'threads', conversationId ?? 'all'] as const,
  messages: (accountId: number, threadId: number) => [...copilotKeys.all(accountId), 'messages', threadId] as const,
};

export const listThreads = (accountId: number, conversationId: number | null) =>
  api<TCopilotThreadList>(
    conversationId === null ? base(accountId) : `${base(accountId)}?conversation_id=${conversationId}`,
    { contract: 'copilotThreadList' },
  );

export const createThread = (accountId: number, message: string, conversationId: number | null) =>
  api<TCopilotThread>(base(accountId), {
    method: 'POST',
    body: { message, ...(conversationId !== null && { conversation_id: conversationId }) },
    contract: 'copilotThread',
  });

export const listMessages = (accountId: number, threadId: number) =>
  api<TCopilotMessageList>(`${base(accountId)}/${threadId}/copilot_messages`, { contract: 'copilotMessageList' });

export const askCopilot = (accountId: number, threadId: number, message: string) =>
  api<TCopilotMessage>(`${base(accountId)}/${threadId}/copilot_messages`, {
    method: 'POST',
    body: { message },
    contract: 'copilotMessage',
  });
