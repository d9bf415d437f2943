import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from './conversationsActions.ts';

/** POST /rails/active_storage/direct_uploads (and its conversation and widget twins): Rails' `blob` params. */
export const ZDirectUploadRequest = z.object({
  blob: z.object({
    filename: z.string().trim().min(1).max(255),
    byte_size: z.coerce.number().int().min(1).max(ATTACHMENT_MAX_BYTES),
    /** Base64 MD5 of the bytes (what Rails' DirectUpload sends). */
    checksum: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/]{22}==$/, { message: 'is not a base64 MD5 digest' }),
    content_type: z.string().trim().max(255).default('application/octet-stream'),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type TDirectUploadRequest = z.infer<typeof ZDirectUploadRequest>;

/** The blob Rails answers, with where and how to PUT the bytes. */
export const ZDirectUploadBlob = z.object({
  id: z.number(),
  key: z.string(),
  filename: z.string(),
  content_type: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  service_name: z.string(),
  byte_size: z.number(),
  checksum: z.string(),
  created_at: z.string(),
  signed_id: z.string(),
  direct_upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});
export type TDirectUploadBlob = z.infer<typeof ZDirectUploadBlob>;
