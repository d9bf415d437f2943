import { z } from 'zod';

export const ZHexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a hex colour like #1f93ff' });

/** Chatwoot's label titles: letters, digits, hyphens and underscores, stored lower-case. */
export const ZLabelTitle = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, { message: 'must be at least 2 characters' })
  .max(255)
  .regex(/^[\p{L}\p{N}_-]+$/u, { message: 'may contain only letters, numbers, hyphens and underscores' });

export const ZCreateLabelRequest = z.object({
  title: ZLabelTitle,
  description: z.string().trim().max(1000).nullable().optional(),
  color: ZHexColor.default('#1f93ff'),
  show_on_sidebar: z.boolean().default(true),
});
export type TCreateLabelRequest = z.infer<typeof ZCreateLabelRequest>;
export const ZUpdateLabelRequest = ZCreateLabelRequest.partial();
export type TUpdateLabelRequest = z.infer<typeof ZUpdateLabelRequest>;

export { ZLabel, type TLabel } from './responses/labels.ts';
