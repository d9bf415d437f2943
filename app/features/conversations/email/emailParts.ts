import type { TMessage } from '../conversationTypes.ts';

/** What an imported email keeps in content_attributes.email (server/features/email/emailInbound.service.ts). */
export interface TEmailParts {
  html: { full: string; reply: string } | null;
  text: { full: string; reply: string; quoted: string } | null;
}

const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The email parts of an imported mail, or null for any other message. */
export const emailPartsOf = (m: TMessage): TEmailParts | null => {
  const email = record(m.content_attributes?.email);
  if (!email || m.message_type !== 0) return null;
  const html = record(email.html_content);
  const text = record(email.text_content);
  return {
    html: html ? { full: str(html.full), reply: str(html.reply) } : null,
    text: text ? { full: str(text.full), reply: str(text.reply), quoted: str(text.quoted) } : null,
  };
};
