import { z } from 'zod';

/**
 * A copilot message and the streamed piece of an answer (docs/CAPTAIN.md, "Copilot"): the realtime events'
 * shapes (common/events.ts), apart from the routes' other schemas (captainCopilot.ts) so the dashboard's first
 * load carries only these.
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

/** copilot.message.delta: a piece of the answer being written, to the thread's agent only. */
export const ZCopilotDelta = z.object({ thread_id: z.number().int(), delta: z.string() });
