import { z } from 'zod';
import { ZCopilotMessage } from './captainCopilotMessage.ts';

export * from './captainCopilotMessage.ts';

/**
 * Captain's copilot (docs/CAPTAIN.md, "Copilot"): an agent's threads with the AI about an open conversation,
 * the contact's history and the knowledge base, at Chatwoot's routes `captain/copilot_threads` and
 * `captain/copilot_threads/:id/copilot_messages`. Shared by the routes, the realtime events and the panel.
 */

export const ZCopilotThread = z.object({
  id: z.number().int(),
  title: z.string(),
  assistant_id: z.number().int().nullable(),
  /** The conversation's display id, when the thread is about one. */
  conversation_id: z.number().int().nullable(),
  /** Unix seconds. */
  created_at: z.number(),
  updated_at: z.number(),
});
export type TCopilotThread = z.infer<typeof ZCopilotThread>;

export const ZCopilotThreadList = z.object({ payload: z.array(ZCopilotThread) });
export type TCopilotThreadList = z.infer<typeof ZCopilotThreadList>;
export const ZCopilotMessageList = z.object({ payload: z.array(ZCopilotMessage) });
export type TCopilotMessageList = z.infer<typeof ZCopilotMessageList>;

const ZQuestion = z.string().trim().min(1).max(4000);

/** GET copilot_threads: the agent's threads, newest first; `conversation_id` (display id) narrows to one's. */
export const ZCopilotThreadQuery = z.object({ conversation_id: z.coerce.number().int().positive().optional() });

/** POST copilot_threads: the thread, titled from the first question, which is answered at once. */
export const ZCreateCopilotThreadRequest = z.object({
  message: ZQuestion,
  assistant_id: z.number().int().positive().optional(),
  /** The conversation's display id. */
  conversation_id: z.number().int().positive().optional(),
});
export type TCreateCopilotThreadRequest = z.infer<typeof ZCreateCopilotThreadRequest>;

/** POST copilot_threads/:id/copilot_messages: the agent's next question. */
export const ZCreateCopilotMessageRequest = z.object({ message: ZQuestion });
export type TCreateCopilotMessageRequest = z.infer<typeof ZCreateCopilotMessageRequest>;
