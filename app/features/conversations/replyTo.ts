import type { TInbox } from '../inboxes/index.ts';
import type { TMessage } from './conversationTypes.ts';

/** The inbox fields that decide reply-to (channel type; Twilio's medium tells WhatsApp from SMS). */
export type TReplyInbox = Pick<TInbox, 'channel_type' | 'medium'>;

const isWhatsApp = (i: TReplyInbox) =>
  i.channel_type === 'Channel::Whatsapp' || (i.channel_type === 'Channel::TwilioSms' && i.medium === 'whatsapp');

/** Part 2 §5: reply-to for Facebook, web widget, Twitter, WhatsApp, Telegram, API. */
export const supportsReplyTo = (i: TReplyInbox) =>
  isWhatsApp(i) ||
  [
    'Channel::FacebookPage',
    'Channel::WebWidget',
    'Channel::TwitterProfile',
    'Channel::Telegram',
    'Channel::Api',
  ].includes(i.channel_type);

/** Replying to one's own (outgoing) messages: the same set without Facebook. */
export const supportsReplyToOutgoing = (i: TReplyInbox) =>
  supportsReplyTo(i) && i.channel_type !== 'Channel::FacebookPage';

const isDeleted = (m: TMessage) => m.content_attributes?.deleted === true;

/** A saved, public, not deleted incoming or outgoing message of an inbox that allows replying to it. */
export const canReplyTo = (inbox: TReplyInbox | null | undefined, m: TMessage) => {
  if (!inbox || m.id <= 0 || m.private || isDeleted(m)) return false;
  if (m.message_type === 0) return supportsReplyTo(inbox);
  if (m.message_type === 1) return supportsReplyToOutgoing(inbox);
  return false;
};

/** The quoted message id a message carries (content_attributes.in_reply_to), or null. */
export const inReplyToOf = (m: TMessage): number | null => {
  const v = m.content_attributes?.in_reply_to;
  const id = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
