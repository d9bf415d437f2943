import { widgetChat as en } from '../../common/i18n/en.json';
import { widgetChat as ar } from '../../common/i18n/ar.json';
import { RTL_LOCALES } from '../../common/limits.ts';

/** The widget's own small catalogue (the widgetChat namespace of common/i18n), en and ar. */
const CATALOGUES: Record<string, typeof en> = { en, ar };

let current = en;
let lang = 'en';

export const setLocale = (locale: string | null | undefined) => {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  lang = base in CATALOGUES ? base : 'en';
  current = CATALOGUES[lang] ?? en;
  document.documentElement.lang = lang;
  document.documentElement.dir = (RTL_LOCALES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
};
export const localeOf = () => lang;

/** t('preChat.submit'), t('typing', { name }) */
export const t = (key: string, vars: Record<string, string | number> = {}) => {
  let node: unknown = current;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
};
