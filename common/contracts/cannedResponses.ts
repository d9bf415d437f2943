import { z } from 'zod';

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
export const ZUpdateCannedResponseRequest = ZCreateCannedResponseRequest.partial();
export type TUpdateCannedResponseRequest = z.infer<typeof ZUpdateCannedResponseRequest>;
export const ZCannedResponseListQuery = z.object({ search: z.string().trim().max(255).optional() });

export interface TCannedResponse {
  id: number;
  account_id: number;
  short_code: string;
  content: string;
  created_at: string;
  updated_at: string;
}
