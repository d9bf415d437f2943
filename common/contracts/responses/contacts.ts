import { z } from 'zod';
import { ZAttributes, ZUnixTime } from './fields.ts';

/** The inbox inside a contact inbox (Chatwoot's inbox_slim partial). */
export const ZInboxSlim = z.object({
  id: z.number().int(),
  avatar_url: z.string(),
  channel_id: z.number().int(),
  name: z.string(),
  channel_type: z.string(),
  provider: z.string().nullable(),
});

/** A contact's identity in one inbox: POST …/contacts/{id}/contact_inboxes and list rows' contact_inboxes. */
export const ZContactInbox = z.object({ source_id: z.string(), inbox: ZInboxSlim });
export type TContactInbox = z.infer<typeof ZContactInbox>;

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
  /** List rows unless include_contact_inboxes=false (Chatwoot's default is to include them). */
  contact_inboxes: z.array(ZContactInbox).optional(),
});
export type TContact = z.infer<typeof ZContact>;

/** GET …/contacts, …/contacts/search, …/contacts/active and POST …/contacts/filter. */
export const ZContactList = z.object({
  meta: z.object({
    count: z.number().int(),
    /** As Chatwoot echoes params[:page]: the string sent, or the number 1 when none was. */
    current_page: z.union([z.string(), z.number().int()]),
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

/** GET …/:id/labels. */
export const ZLabelTitles = z.object({ payload: z.array(z.string()) });

/** GET …/:id/contactable_inboxes. */
export const ZContactableInboxes = z.object({
  payload: z.array(
    z.object({
      source_id: z.string(),
      inbox: z.object({ id: z.number(), name: z.string(), channel_type: z.string() }),
    }),
  ),
});

/** POST …/contacts/{id}/erase. */
export const ZContactErased = z.object({ id: z.number().int(), erased: z.literal(true) });

/** POST …/contacts/{id}/export and GET …/contacts/{id}/exports: the person's ZIP archives (right of access). */
export const ZContactArchive = z.object({
  id: z.number().int(),
  status: z.enum(['building', 'ready', 'failed']),
  file_name: z.string(),
  byte_size: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TContactArchive = z.infer<typeof ZContactArchive>;
export const ZContactArchiveList = z.object({ payload: z.array(ZContactArchive) });
