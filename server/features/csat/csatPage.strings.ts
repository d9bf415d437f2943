import { serverText, serverTextLanguages, type TServerText } from '../../lib/serverText.ts';
import { uiLanguageFor } from '../../../common/languages.ts';

export type TSurveyText = TServerText;

/**
 * The survey page's language (a catalogue code, pt_BR): `?locale=`, else the browser's first language with a
 * catalogue or a close one (Accept-Language "pt-PT" → pt_BR), else English.
 */
export const surveyLocale = (query: string | undefined, acceptLanguage: string | undefined) => {
  const wanted = [query, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0]?.trim())];
  for (const w of wanted) {
    const code = w && w !== '*' ? uiLanguageFor(w, serverTextLanguages('csatSurvey')) : null;
    if (code) return code;
  }
  return 'en';
};

export const surveyText = (locale: string): TSurveyText => serverText('csatSurvey', locale);
