import type { TNotificationType } from '../../../common/notifications.ts';
import { escapeHtml } from '../../../common/html.ts';
import { isRtl, notificationLanguage, notificationWords } from './notificationText.ts';

export interface TNotificationMailInput {
  locale: string;
  name: string;
  accountName: string;
  type: TNotificationType;
  displayId: number;
  /** The message it is about, as plain text (mentions as @Name), or null. */
  excerpt: string | null;
  /** Notifications about this conversation held back by the throttle since the last mail. */
  more: number;
  conversationUrl: string;
  settingsUrl: string;
}

const MAX_EXCERPT = 300;

/** A message's text for a mail or a push: mention links as @Name, whitespace folded, cut at 300 characters. */
export const plainExcerpt = (content: string | null) => {
  if (!content) return null;
  const text = content
    .replace(/\[(@?[^\]]*)\]\(mention:\/\/[^)]*\)/g, (_, name: string) => (name.startsWith('@') ? name : `@${name}`))
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1)}…` : text;
};

/**
 * One notification mail: the same words as plain text and as HTML (every value escaped), in the
 * recipient's language and direction, with a link to the conversation and to the settings.
 */
export const composeNotificationMail = (m: TNotificationMailInput) => {
  const w = notificationWords(m.locale);
  const title = w.title[m.type](m.displayId);
  const lines = [w.greeting(m.name), '', title];
  if (m.excerpt) lines.push('', `> ${m.excerpt}`);
  if (m.more > 0) lines.push('', w.more(m.more));
  lines.push(
    '',
    `${w.open}: ${m.conversationUrl}`,
    '',
    '-- ',
    w.footer(m.accountName),
    `${w.settings}: ${m.settingsUrl}`,
  );
  const e = escapeHtml;
  const dir = isRtl(m.locale) ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${notificationLanguage(m.locale).replace('_', '-')}" dir="${dir}"><body style="font-family:sans-serif;color:#1f2937">`,
    `<p>${e(w.greeting(m.name))}</p>`,
    `<p><strong>${e(title)}</strong></p>`,
    m.excerpt
      ? `<blockquote style="margin:0;padding:4px 12px;border-inline-start:3px solid #d1d5db;color:#374151">${e(m.excerpt)}</blockquote>`
      : '',
    m.more > 0 ? `<p>${e(w.more(m.more))}</p>` : '',
    `<p><a href="${e(m.conversationUrl)}">${e(w.open)}</a></p>`,
    `<p style="font-size:12px;color:#4b5563">${e(w.footer(m.accountName))} <a href="${e(m.settingsUrl)}">${e(w.settings)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: title, text: lines.join('\n'), html };
};
