import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { isE164, twilioPhone } from '../channelForms.ts';

/** How a channel wants its number: `+` and digits (Bandwidth), strict E.164 (WhatsApp, Twilio). */
export type TPhoneRule = 'plus' | 'e164';

/** Typed but malformed for the rule: the specific hint replaces the generic message (server messages stay). */
export const isMalformedPhone = (value: string, rule: TPhoneRule) => {
  const v = value.trim();
  if (!v) return false;
  return rule === 'plus' ? !/^\+\d+$/.test(v) : !(v.startsWith('+') && isE164(twilioPhone(v)));
};

/** The phone number field of the channel forms, with the rule's own error message. */
export const ChannelPhoneField = ({
  label,
  rule,
  hint,
  field,
}: {
  label: string;
  rule: TPhoneRule;
  hint?: string;
  field: {
    name: string;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    onBlur: () => void;
    error: string | undefined;
  };
}) => {
  const { t } = useTranslation();
  const malformed = field.error !== undefined && isMalformedPhone(field.value, rule);
  return (
    <TextField
      label={label}
      placeholder={t('inboxesPage.form.phonePlaceholder')}
      inputMode="tel"
      hint={hint}
      {...field}
      error={malformed ? t(rule === 'plus' ? 'inboxesPage.form.phonePlus' : 'inboxesPage.form.phoneE164') : field.error}
    />
  );
};
