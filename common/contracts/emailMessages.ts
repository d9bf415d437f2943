import { z } from 'zod';

/**
 * POST …/conversations/:id/forward (Chatwoot #6013): one message (`message_id`) or the whole public thread
 * mailed to any address from the inbox's own address, with an optional note above it. Email inboxes only.
 */
export const ZForwardRequest = z.object({
  to: z.string().trim().email().max(255),
  message_id: z.number().int().positive().optional(),
  note: z.string().max(5000).optional(),
});
export type TForwardRequest = z.infer<typeof ZForwardRequest>;

/** Forwards: 30 per hour per account, like transcripts. */
export const FORWARD_RATE = { max: 30, windowSeconds: 3600 } as const;

/** "Show original" shows at most this much of a raw mail (attachments make it long); the rest is cut. */
export const ORIGINAL_SHOWN_MAX = 1024 * 1024;

/** GET …/conversations/:id/messages/:messageId/original: an imported mail's raw RFC 822 text. */
export const ZEmailOriginal = z.object({
  message_id: z.number().int(),
  /** The raw message as UTF-8 text (headers and MIME parts as received). */
  source: z.string(),
  /** Bytes of the whole raw mail. */
  size: z.number().int(),
  truncated: z.boolean(),
});
export type TEmailOriginal = z.infer<typeof ZEmailOriginal>;
