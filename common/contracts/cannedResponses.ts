import { z } from 'zod';
import type { TStoredAttachment } from './scheduledMessages.ts';

export const CANNED_RESPONSE_CONTENT_MAX = 10_000;

export const ZCreateCannedResponseRequest = z.object({
  short_code: z
    .string()
    .trim()
    .min(1, { message: "can't be blank" })
    .max(255)
    .regex(/^\S+$/, { message: 'must not contain spaces' }),
  content: z.string().trim().min(1, { message: "can't be blank" }).max(CANNED_RESPONSE_CONTENT_MAX),
});
export type TCreateCannedResponseRequest = z.infer<typeof ZCreateCannedResponseRequest>;
/** PATCH: files sent with it (multipart) are added; remove_attachments names files (file_url) to drop. */
export const ZUpdateCannedResponseRequest = ZCreateCannedResponseRequest.partial().extend({
  remove_attachments: z.array(z.string().max(500)).max(15).optional(),
});
export type TUpdateCannedResponseRequest = z.infer<typeof ZUpdateCannedResponseRequest>;
export const ZCannedResponseListQuery = z.object({ search: z.string().trim().max(255).optional() });

export interface TCannedResponse {
  id: number;
  account_id: number;
  short_code: string;
  content: string;
  /** Files inserted with the response (Chatwoot #12204). */
  attachments: TStoredAttachment[];
  created_at: string;
  updated_at: string;
}
