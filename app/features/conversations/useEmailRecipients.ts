import { useState } from 'react';
import { parseEmailList } from '../../../common/emailList.ts';
import type { TSendExtras } from './conversationsApi.ts';

export type TRecipientField = 'to' | 'cc' | 'bcc';
export const RECIPIENT_FIELDS: TRecipientField[] = ['to', 'cc', 'bcc'];

/**
 * The To / Cc / Bcc fields of an email reply: typed text, the entries that are not emails, the extras to send.
 * Until the agent edits one, the fields show `defaults` (replyRecipients: whom the reply goes to), which may
 * arrive late (the messages load) and come back after a send.
 */
export const useEmailRecipients = (defaults: Record<TRecipientField, string>) => {
  const [edited, setEdited] = useState<Record<TRecipientField, string> | null>(null);
  const values = edited ?? defaults;
  const setValues = (next: (cur: Record<TRecipientField, string>) => Record<TRecipientField, string>) =>
    setEdited((cur) => next(cur ?? defaults));
  const [invalid, setInvalid] = useState<Partial<Record<TRecipientField, string[]>>>({});
  const check = (field: TRecipientField, text = values[field]) => {
    const bad = parseEmailList(text).invalid;
    setInvalid((cur) => ({ ...cur, [field]: bad.length ? bad : undefined }));
    return bad.length === 0;
  };
  const set = (field: TRecipientField, text: string) => {
    setValues((cur) => ({ ...cur, [field]: text }));
    // An error goes away as soon as the text is right again; a new one waits for blur or send.
    if (invalid[field] && parseEmailList(text).invalid.length === 0) check(field, text);
  };
  /** All three fields checked: the send extras, or null (errors shown) when one is wrong. */
  const extras = (): TSendExtras | null => {
    const ok = RECIPIENT_FIELDS.map((f) => check(f)).every(Boolean);
    if (!ok) return null;
    const joined = (f: TRecipientField) => parseEmailList(values[f]).emails.join(', ');
    return {
      ...(joined('to') && { to_emails: joined('to') }),
      ...(joined('cc') && { cc_emails: joined('cc') }),
      ...(joined('bcc') && { bcc_emails: joined('bcc') }),
    };
  };
  const reset = () => {
    setEdited(null);
    setInvalid({});
  };
  return { values, invalid, set, check, extras, reset };
};

export type TEmailRecipients = ReturnType<typeof useEmailRecipients>;
