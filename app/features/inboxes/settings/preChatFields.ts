import { z } from 'zod';
import type { TInbox, TPreChatField } from '../inboxApi.ts';

/** The standard pre-chat fields (Chatwoot's defaults), all off until chosen. */
export const STANDARD_PRE_CHAT_FIELDS: TPreChatField[] = [
  {
    name: 'emailAddress',
    label: 'Email Id',
    type: 'email',
    field_type: 'standard',
    required: false,
    enabled: false,
    placeholder: 'Please enter your email address',
  },
  {
    name: 'fullName',
    label: 'Full name',
    type: 'text',
    field_type: 'standard',
    required: false,
    enabled: false,
    placeholder: 'Please enter your full name',
  },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    type: 'text',
    field_type: 'standard',
    required: false,
    enabled: false,
    placeholder: 'Please enter your phone number',
  },
];

/** Saved fields first (keeping their order and custom fields), then any standard field not saved yet. */
export const mergePreChatFields = (saved: readonly TPreChatField[] | undefined): TPreChatField[] => {
  const list = [...(saved ?? [])];
  for (const std of STANDARD_PRE_CHAT_FIELDS) if (!list.some((f) => f.name === std.name)) list.push(std);
  return list;
};

/** A required field must be shown; hiding a field also drops its requirement. */
export const setEnabled = (f: TPreChatField, enabled: boolean): TPreChatField => ({
  ...f,
  enabled,
  required: enabled ? f.required : false,
});
export const setRequired = (f: TPreChatField, required: boolean): TPreChatField => ({
  ...f,
  required,
  enabled: required ? true : f.enabled,
});

/** A saved field as the form edits it; unknown keys (Chatwoot's list values, regex) are kept. */
const ZPreChatField = z.looseObject({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  field_type: z.enum(['standard', 'custom']),
  required: z.boolean(),
  enabled: z.boolean(),
  placeholder: z.string().optional(),
}) satisfies z.ZodType<TPreChatField>;

/**
 * pre_chat_form_options is an open map on the wire (ZInbox); read the intro message and the saved
 * fields from it, skipping anything that is not a field.
 */
export const readPreChatOptions = (options: TInbox['pre_chat_form_options']) => {
  const message = options?.pre_chat_message;
  const fields = options?.pre_chat_fields;
  return {
    message: typeof message === 'string' ? message : '',
    fields: Array.isArray(fields)
      ? fields.flatMap((f) => {
          const parsed = ZPreChatField.safeParse(f);
          return parsed.success ? [parsed.data] : [];
        })
      : undefined,
  };
};
