import { bcp47 } from './languages.ts';

const names = new Map<string, string>();
/** A language's name in its own language (Español, Português (Brasil), 日本語); the code if Intl lacks it. */
export const nativeLanguageName = (code: string) => {
  let name = names.get(code);
  if (name === undefined) {
    const tag = bcp47(code);
    try {
      const raw = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
      name = raw.charAt(0).toLocaleUpperCase(tag) + raw.slice(1);
    } catch {
      name = code;
    }
    names.set(code, name);
  }
  return name;
};
