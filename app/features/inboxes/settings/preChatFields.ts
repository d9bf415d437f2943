import type { TPreChatField } from '../inboxApi.ts';

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
