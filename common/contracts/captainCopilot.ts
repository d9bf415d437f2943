import { z } from 'zod';

/**
 * Captain's copilot (docs/CAPTAIN.md, "Copilot"): an agent's threads with the AI about an open conversation,
 * the contact's history and the knowledge base, at Chatwoot's routes `captain/copilot_threads` and
 * `captain/copilot_threads/:id/copilot_messages`. Shared by the routes, the realtime events and the panel.
 */

export const COPILOT_MESSAGE_TYPES = ['user', 'assistant', 'assistant_thinking'] as const;
export type TCopilotMessageType = (typeof COPILOT_MESSAGE_TYPES)[number];

/** The read-only tools the copilot may call; an `assistant_thinking` message names the one it runs. */
export const COPILOT_TOOLS = [
  'get_conversation',
  'get_contact_history',
  'search_knowledge',
  'search_help_center',
] as const;
export type TCopilotTool = (typeof COPILOT_TOOLS)[number];

/** Why an answer could not be given (the panel words it in the agent's language): Captain's error codes. */
export const COPILOT_ERROR_CODES = ['model_unavailable', 'quota_exceeded', 'provider_not_configured'] as const;

export const ZCopilotCitation = z.object({ title: z.string(), url: z.string().nullable() });
export type TCopilotCitation = z.infer<typeof ZCopilotCitation>;

export const ZCopilotMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  message_type: z.enum(COPILOT_MESSAGE_TYPES),
  message: z.object({
    content: z.string(),
    citations: z.array(ZCopilotCitation).optional(),
    /** assistant_thinking: the tool it ran. */
    tool: z.enum(COPILOT_TOOLS).optional(),
    /** assistant: no answer could be given, and why; `content` is the server's wording. */
    error_code: z.enum(COPILOT_ERROR_CODES).optional(),
  }),
  /** Unix seconds. */
  created_at: z.number(),
});
export type TCopilotMessage = z.infer<typeof ZCopilotMessage>;

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

/** copilot.message.delta: a piece of the answer being written, to the thread's agent only. */
export const ZCopilotDelta = z.object({ thread_id: z.number().int(), delta: z.string() });
