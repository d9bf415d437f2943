import { serverText, type TServerText } from '../../lib/serverText.ts';

export type TPortalText = TServerText;

/** The public portal's words in the locale's catalogue or the nearest one (pt → pt_BR); else English. */
export const portalText = (locale: string): TPortalText => serverText('publicPortal', locale);

const displayNames = new Map<string, string>();
/** A locale's name in its own language (العربية, English, Português (Brasil)). */
export const languageName = (code: string) => {
  let name = displayNames.get(code);
  if (name === undefined) {
    const tag = code.replace(/_/g, '-');
    try {
      name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    } catch {
      name = code;
    }
    displayNames.set(code, name);
  }
  return name;
};
