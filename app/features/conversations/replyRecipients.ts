import type { TMessage } from './conversationTypes.ts';
import type { TRecipientField } from './useEmailRecipients.ts';

const INCOMING = 0;

const addressesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.includes('@')) : [];

/**
 * Who an email reply goes to unless the agent changes it (part of issue 41 item 12): To the contact, as the
 * server sends when no `to_emails` is given; Cc everyone the customer's last email copied, less the inbox's own
 * address and the contact (a reply-all, as mail clients and Chatwoot do).
 */
export const replyRecipients = (
  contactEmail: string | null | undefined,
  messages: readonly TMessage[],
  inboxEmail: string | null | undefined,
): Record<TRecipientField, string> => {
  const lastIncoming = [...messages].reverse().find((m) => m.message_type === INCOMING && !m.private);
  const skip = new Set([inboxEmail, contactEmail].filter(Boolean).map((e) => e!.toLowerCase()));
  const seen = new Set<string>();
  const cc = addressesOf(lastIncoming?.content_attributes?.cc_email).filter((address) => {
    const key = address.toLowerCase();
    if (skip.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { to: contactEmail ?? '', cc: cc.join(', '), bcc: '' };
};
