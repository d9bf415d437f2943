import { z } from 'zod';
import { ZCategoryName, ZCreatePortalRequest, ZSlug } from '../../../common/contracts/helpCenter.ts';

/** The portal information step: the contract's fields of it (the server checks the same). */
export const ZPortalInfoForm = ZCreatePortalRequest.pick({
  name: true,
  slug: true,
  custom_domain: true,
  homepage_link: true,
  page_title: true,
  header_text: true,
});
export type TPortalInfoForm = z.infer<typeof ZPortalInfoForm>;

/** Part 2 §5 add category: name at least 2 characters; the slug is required (made from the name). */
export const ZCategoryForm = z.object({
  name: ZCategoryName,
  slug: ZSlug,
  description: z.string().trim().max(2000),
});
export type TCategoryForm = z.infer<typeof ZCategoryForm>;
