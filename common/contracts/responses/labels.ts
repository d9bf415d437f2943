import { z } from 'zod';

/** One label (GET, POST and PATCH …/labels[/:id]). */
export const ZLabel = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  show_on_sidebar: z.boolean(),
});
export type TLabel = z.infer<typeof ZLabel>;

/** GET …/labels. */
export const ZLabelList = z.object({ payload: z.array(ZLabel) });
export type TLabelList = z.infer<typeof ZLabelList>;
