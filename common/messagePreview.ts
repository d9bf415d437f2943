import { MESSAGE_TYPES } from './contracts/conversations.ts';

/**
 * The conversation list's preview (`last_non_activity_message`): the last message a person wrote —
 * the customer's (incoming) or an agent's public reply (outgoing). Activity lines, template prompts
 * (greeting, "Get notified by email", CSAT), agent bots' replies and private notes are skipped.
 * The server's SQL (conversationContext.repo.ts) and the SPA's live patches apply this same rule.
 */
export const PREVIEW_MESSAGE_TYPES: readonly number[] = [MESSAGE_TYPES.incoming, MESSAGE_TYPES.outgoing];
export const BOT_SENDER_TYPE = 'AgentBot';

export const isPreviewMessage = (m: { message_type: number; private: boolean; sender_type?: string | null }): boolean =>
  PREVIEW_MESSAGE_TYPES.includes(m.message_type) && !m.private && m.sender_type !== BOT_SENDER_TYPE;
