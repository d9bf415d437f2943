import { z } from 'zod';
import { MESSAGE_CONTENT_MAX } from './conversations.ts';

/**
 * The website widget's API (`/api/v1/widget/*?website_token=…`, X-Auth-Token), Chatwoot's internal
 * widget routes. One schema per body, shared by the server routes and the chat app.
 */

export * from './widgetConstants.ts';

/**
 * A missing, empty or over-long token is looked up like any other and answers 404, as Chatwoot's
 * `find_by!(website_token:)` does (its clients expect 404, never a validation error).
 */
export const ZWebsiteTokenQuery = z.object({
  website_token: z
    .string()
    .trim()
    .default('')
    .transform((token) => (token.length > 64 ? '' : token)),
});

const ZAttrs = z.record(z.string().max(255), z.unknown());
const ZOptionalEmail = z
  .string()
  .trim()
  .max(255)
  .pipe(z.union([z.literal(''), z.email({ message: 'is invalid' })]));

export const ZWidgetContactUpdate = z.object({
  name: z.string().trim().max(255).optional(),
  email: ZOptionalEmail.optional(),
  phone_number: z.string().trim().max(32).optional(),
  avatar_url: z.string().trim().max(2048).optional(),
  identifier: z.string().trim().max(255).optional(),
  identifier_hash: z.string().trim().max(256).optional(),
  custom_attributes: ZAttrs.optional(),
  additional_attributes: ZAttrs.optional(),
});
export type TWidgetContactUpdate = z.infer<typeof ZWidgetContactUpdate>;

export const ZWidgetSetUser = ZWidgetContactUpdate.extend({ identifier: z.string().trim().min(1).max(255) });
export type TWidgetSetUser = z.infer<typeof ZWidgetSetUser>;

export const ZCustomAttributeKeys = z.object({ custom_attributes: z.array(z.string().max(255)).max(100) });
export const ZCustomAttributesBody = z.object({ custom_attributes: ZAttrs });

const ZContent = z
  .string()
  .max(MESSAGE_CONTENT_MAX, { message: `is too long (maximum is ${MESSAGE_CONTENT_MAX} characters)` });

export const ZWidgetMessageInput = z.object({
  content: ZContent.default(''),
  echo_id: z.string().max(100).optional(),
  reply_to: z.coerce.number().int().positive().optional(),
  timestamp: z.string().max(100).optional(),
  referer_url: z.string().max(2048).optional(),
});
export type TWidgetMessageInput = z.infer<typeof ZWidgetMessageInput>;

export const ZWidgetCreateMessage = z.object({ message: ZWidgetMessageInput });

export const ZWidgetCreateConversation = z.object({
  contact: z
    .object({
      name: z.string().trim().max(255).optional(),
      email: ZOptionalEmail.optional(),
      phone_number: z.string().trim().max(32).optional(),
      /** Pre-chat answers kept on the contact (contact_attribute fields). */
      custom_attributes: ZAttrs.optional(),
    })
    .optional(),
  message: ZWidgetMessageInput.optional(),
  custom_attributes: ZAttrs.optional(),
  /** The website campaign the visitor answers: its message opens the conversation, before theirs. */
  campaign_id: z.coerce.number().int().positive().optional(),
});
export type TWidgetCreateConversation = z.infer<typeof ZWidgetCreateConversation>;

export const ZTypingBody = z.object({ typing_status: z.enum(['on', 'off']) });

export const ZCsatResponse = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  feedback_message: z.string().trim().max(2000).optional(),
});

/** What a form, email-collect or CSAT message answer carries. */
export const ZSubmittedValues = z.union([
  z.object({ csat_survey_response: ZCsatResponse }),
  // A form's fields carry their name; an option picked from input_select carries only its title and value.
  z
    .array(
      z.object({
        name: z.string().max(255).optional(),
        title: z.string().max(1000).optional(),
        value: z.unknown(),
      }),
    )
    .max(50),
  z.object({ name: z.string().max(255).optional(), title: z.string().max(1000).optional(), value: z.unknown() }),
]);

export const ZWidgetUpdateMessage = z.object({
  contact: z.object({ email: z.email({ message: 'is invalid' }).max(255) }).optional(),
  message: z.object({ submitted_values: ZSubmittedValues.optional() }).optional(),
});
export type TWidgetUpdateMessage = z.infer<typeof ZWidgetUpdateMessage>;

export const ZWidgetMessagesQuery = ZWebsiteTokenQuery.extend({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
});

export const ZWidgetLabelBody = z.object({ label: z.string().trim().min(1).max(255) });

export const ZWidgetEventBody = z.object({
  name: z.string().trim().min(1).max(100),
  event_info: ZAttrs.optional(),
});

export const ZTranscriptBody = z.object({ email: z.email({ message: 'is invalid' }).max(255).optional() });
