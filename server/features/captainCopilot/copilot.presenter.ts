import {
  COPILOT_ERROR_CODES,
  COPILOT_TOOLS,
  type TCopilotMessage,
  type TCopilotThread,
} from '../../../common/contracts/captainCopilot.ts';
import type { TCopilotMessageRow, TCopilotThreadRow } from './copilot.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const presentThread = (t: TCopilotThreadRow): TCopilotThread => ({
  id: t.id,
  title: t.title,
  assistant_id: t.assistantId,
  conversation_id: t.conversationDisplayId,
  created_at: unix(t.createdAt),
  updated_at: unix(t.updatedAt),
});

export const presentMessage = (r: TCopilotMessageRow): TCopilotMessage => {
  const { content, citations, tool, error_code: code } = r.message;
  return {
    id: r.id,
    thread_id: r.threadId,
    message_type: r.messageType === 'user' || r.messageType === 'assistant_thinking' ? r.messageType : 'assistant',
    message: {
      content: content ?? '',
      ...(citations?.length && { citations: citations.map((c) => ({ title: c.title, url: c.url ?? null })) }),
      ...(tool && { tool: COPILOT_TOOLS.find((x) => x === tool) }),
      ...(code && { error_code: COPILOT_ERROR_CODES.find((x) => x === code) }),
    },
    created_at: unix(r.createdAt),
  };
};
