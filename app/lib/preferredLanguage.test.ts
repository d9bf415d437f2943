import { describe, expect, it } from 'vitest';
import { preferredLanguage, uiLanguageOf } from './preferredLanguage.ts';

const available = ['en', 'ar', 'es', 'pt_BR', 'fr'];

describe('preferredLanguage', () => {
  it('prefers the browser choice, then the user, then the account', () => {
    expect(preferredLanguage({ stored: 'en', userLocale: 'ar', accountLocale: 'ar' }, available)).toBe('en');
    expect(preferredLanguage({ stored: null, userLocale: 'ar', accountLocale: 'en' }, available)).toBe('ar');
    expect(preferredLanguage({ stored: null, userLocale: undefined, accountLocale: 'ar' }, available)).toBe('ar');
    expect(preferredLanguage({ stored: null, userLocale: null, accountLocale: null }, available)).toBe('en');
  });

  it('shows a choice without a catalogue in the nearest one, else English', () => {
    expect(preferredLanguage({ stored: null, userLocale: 'ar_EG', accountLocale: 'en' }, available)).toBe('ar');
    expect(preferredLanguage({ stored: null, userLocale: 'pt', accountLocale: 'ar' }, available)).toBe('pt_BR');
    expect(preferredLanguage({ stored: 'ko', userLocale: 'fr', accountLocale: 'ar' }, available)).toBe('en');
    expect(preferredLanguage({ stored: null, userLocale: '', accountLocale: 'es_MX' }, available)).toBe('es');
  });

  it('reads the catalogues the build found', () => {
    expect(uiLanguageOf('es')).toBe('es');
    expect(uiLanguageOf('zh_TW')).toBe('en');
  });
});
