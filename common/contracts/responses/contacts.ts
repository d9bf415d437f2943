import { z } from 'zod';
import { ZAttributes, ZUnixTime } from './fields.ts';

/** A contact as the agent API presents it (contacts.service presentContact; conversation meta.sender). */
export const ZContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  identifier: z.string().nullable(),
  thumbnail: z.string(),
  availability_status: z.enum(['online', 'offline']),
  blocked: z.boolean(),
  additional_attributes: ZAttributes,
  custom_attributes: ZAttributes,
  /** Label titles on the contact (our addition; Chatwoot serves them from contacts/{id}/labels). */
  labels: z.array(z.string()),
  last_activity_at: ZUnixTime.nullable(),
  created_at: ZUnixTime,
});
export type TContact = z.infer<typeof ZContact>;

/** GET …/contacts and …/contacts/search. */
export const ZContactList = z.object({
  meta: z.object({
    count: z.number().int(),
    current_page: z.number().int(),
    /** Ours: a search found more than the cap; count is then the cap. */
    count_capped: z.literal(true).optional(),
  }),
  payload: z.array(ZContact),
});
export type TContactList = z.infer<typeof ZContactList>;

/** GET, PUT and PATCH …/contacts/:id. */
export const ZContactShow = z.object({ payload: ZContact });
export type TContactShow = z.infer<typeof ZContactShow>;

/** POST …/contacts: the contact and, when an inbox was given, its contact inbox. */
export const ZContactCreated = z.object({
  payload: z.object({
    contact: ZContact,
    contact_inbox: z.object({ inbox_id: z.number().int(), source_id: z.string() }).nullable(),
  }),
});
export type TContactCreated = z.infer<typeof ZContactCreated>;
