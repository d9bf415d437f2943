import en from '../../common/i18n/en.json' with { type: 'json' };
import serverEn from '../../common/i18n/server/en.json' with { type: 'json' };

/** The English UI strings, so tests find controls by the words a person reads. */
export const text = en;

/** The English text the server writes (the CSAT page, the public portal, activity lines, mails). */
export const serverText = serverEn;

/** Fills `{{name}}` placeholders like i18next does. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
