import type { TMessage } from './conversationTypes.ts';

/** The language a translation is asked in: the agent's UI locale, as a language code ("pt_BR" → "pt"). */
export const translationTarget = (locale: string) => (locale.split(/[-_]/)[0] ?? locale).toLowerCase() || 'en';

/** A translation already kept on the message (content_attributes.translations[target]), or null. */
export const translationOf = (m: TMessage, target: string): string | null => {
  const all = m.content_attributes?.translations;
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return null;
  const text = (all as Record<string, unknown>)[target];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

/** Translate is offered on saved incoming and outgoing messages with text that are not deleted. */
export const canTranslate = (m: TMessage) =>
  m.id > 0 &&
  (m.message_type === 0 || m.message_type === 1) &&
  m.content_attributes?.deleted !== true &&
  (m.content ?? '').trim() !== '';
