import { z } from 'zod';

/**
 * The content_attributes of Chatwoot's interactive messages (ContentAttributeValidator): what a bot
 * (or an API client) sends with content_type input_select, cards, form or article. Unknown keys are
 * refused, as Chatwoot refuses them, so the widget never renders something half-understood.
 */

const text = (max: number) => z.string().trim().min(1, { message: "can't be blank" }).max(max);

const ZSelectItem = z.strictObject({ title: text(255), value: text(255) });

const ZCardAction = z.strictObject({
  type: z.enum(['link', 'postback']),
  text: text(255),
  uri: z.string().url().max(2048).optional(),
  payload: z.string().max(2048).optional(),
});

const ZCardItem = z.strictObject({
  title: text(255),
  description: z.string().max(2000).optional(),
  media_url: z.string().url().max(2048).optional(),
  actions: z.array(ZCardAction).max(10).default([]),
});

const ZFormItem = z.strictObject({
  name: text(100),
  label: z.string().max(255).optional(),
  type: z.enum(['text', 'text_area', 'email', 'select']),
  placeholder: z.string().max(255).optional(),
  default: z.string().max(2000).optional(),
  required: z.boolean().optional(),
  pattern: z.string().max(500).optional(),
  pattern_error: z.string().max(255).optional(),
  title: z.string().max(255).optional(),
  options: z
    .array(z.strictObject({ label: text(255), value: text(255) }))
    .max(50)
    .optional(),
});

const ZArticleItem = z.strictObject({
  title: text(255),
  description: z.string().max(2000).optional(),
  link: z.string().url().max(2048),
});

const items = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).min(1, { message: "can't be blank" }).max(50) }).passthrough();

/** By content type; a type not listed takes any attributes. */
export const INTERACTIVE_ATTRIBUTES = {
  input_select: items(ZSelectItem),
  cards: items(ZCardItem),
  form: items(ZFormItem),
  article: items(ZArticleItem),
} as const;

export const isInteractiveType = (t: string): t is keyof typeof INTERACTIVE_ATTRIBUTES =>
  Object.hasOwn(INTERACTIVE_ATTRIBUTES, t);
