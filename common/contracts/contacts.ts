import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const CONTACTS_PER_PAGE = 15;
/** A search reports at most this many matches (meta.count_capped: true beyond it). */
export const CONTACT_SEARCH_COUNT_CAP = 1000;
export const CONTACT_SORTS = [
  'name',
  'email',
  'phone_number',
  'company',
  'city',
  'country',
  'last_activity_at',
  'created_at',
] as const;
export type TContactSort = (typeof CONTACT_SORTS)[number];

/** `sort=name` ascending, `sort=-name` descending (Chatwoot's convention). */
export const ZContactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CONTACT_SORTS.join('|')})$`), { message: 'is not a sortable column' })
    .optional(),
  q: z.string().trim().max(255).optional(),
  /** Chatwoot sends each row's contact_inboxes unless this is 'false'. */
  include_contact_inboxes: z.enum(['true', 'false']).optional(),
  /** labels[]=vip&labels[]=vvip: contacts carrying any of them (Chatwoot's tagged_with any: true). */
  'labels[]': z
    .union([z.string().max(255), z.array(z.string().max(255)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  labels: z
    .union([z.string().max(255), z.array(z.string().max(255)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
});
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const ZContactFields = z.object({
  name: z.string().trim().max(LIMITS.nameMax).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(255)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'is invalid' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  phone_number: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+[1-9]\d{1,14}$/.test(v), { message: 'should be in E.164 format' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  identifier: optionalText(),
  blocked: z.boolean().optional(),
  additional_attributes: z.record(z.string(), z.unknown()).optional(),
  custom_attributes: z.record(z.string(), z.unknown()).optional(),
});

export const ZCreateContactRequest = ZContactFields.extend({ inbox_id: z.coerce.number().int().positive().optional() });
export type TCreateContactRequest = z.infer<typeof ZCreateContactRequest>;
export const ZUpdateContactRequest = ZContactFields;
export type TUpdateContactRequest = z.infer<typeof ZUpdateContactRequest>;

/** POST …/contacts/{id}/contact_inboxes: link the contact to an inbox (source id generated when absent). */
export const ZCreateContactInboxRequest = z.object({
  inbox_id: z.coerce.number().int().positive().max(2_147_483_647),
  source_id: z.string().trim().min(1).max(255).optional(),
});
export type TCreateContactInboxRequest = z.infer<typeof ZCreateContactInboxRequest>;

/** The contact payload is a response contract (responses/contacts.ts). */
export { ZContact, type TContact } from './responses/contacts.ts';
