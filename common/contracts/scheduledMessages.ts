import { z } from 'zod';
import { MESSAGE_CONTENT_MAX } from './conversations.ts';
import type { ATTACHMENT_FILE_TYPES } from './conversationsActions.ts';

/** Send later: at most this far ahead (a year). */
export const SCHEDULE_MAX_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

export const SCHEDULED_MESSAGE_STATUSES = ['scheduled', 'sent', 'cancelled', 'failed'] as const;
export type TScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

/**
 * `scheduled_at` as an ISO 8601 time or unix seconds (a number, or digits in a form field). The future and
 * one-year limits are checked by the service, at the moment of the request.
 */
export const ZScheduledAt = z.union([z.number(), z.string().trim().min(1)]).transform((v, ctx) => {
  const ms = typeof v === 'number' || /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v);
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'is not a valid time' });
    return z.NEVER;
  }
  return new Date(ms);
});

export const ZCreateScheduledMessageRequest = z.object({
  content: z
    .string()
    .max(MESSAGE_CONTENT_MAX, { message: `is too long (maximum is ${MESSAGE_CONTENT_MAX} characters)` })
    .default(''),
  private: z.boolean().default(false),
  scheduled_at: ZScheduledAt,
});
export type TCreateScheduledMessageRequest = z.infer<typeof ZCreateScheduledMessageRequest>;

/** PATCH: any of the fields; files sent with it (multipart) replace the message's attachments. */
export const ZUpdateScheduledMessageRequest = z.object({
  content: ZCreateScheduledMessageRequest.shape.content.unwrap().optional(),
  private: z.boolean().optional(),
  scheduled_at: ZScheduledAt.optional(),
});
export type TUpdateScheduledMessageRequest = z.infer<typeof ZUpdateScheduledMessageRequest>;

/** A file a scheduled message or a canned response carries. */
export interface TStoredAttachment {
  file_type: (typeof ATTACHMENT_FILE_TYPES)[number];
  file_url: string;
  file_name: string;
  file_size: number;
  content_type: string;
}

export interface TScheduledMessage {
  id: number;
  account_id: number;
  /** The conversation's display id. */
  conversation_id: number;
  content: string;
  private: boolean;
  /** Unix seconds. */
  scheduled_at: number;
  status: TScheduledMessageStatus;
  author: { id: number; name: string; thumbnail: string } | null;
  message_id: number | null;
  error: string | null;
  attachments: TStoredAttachment[];
  created_at: number;
  updated_at: number;
}
