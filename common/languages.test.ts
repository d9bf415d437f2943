import { describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGES } from './accountLanguages.ts';
import { nativeLanguageName } from './languageNames.ts';
import { bcp47, chatwootCode, UI_LANGUAGES, uiLanguageFor } from './languages.ts';

describe('uiLanguageFor', () => {
  const available = ['en', 'ar', 'es', 'pt_BR', 'fr', 'de', 'zh_CN'];

  it('keeps a language that has a catalogue, whatever its spelling', () => {
    expect(uiLanguageFor('pt_BR', available)).toBe('pt_BR');
    expect(uiLanguageFor('pt-br', available)).toBe('pt_BR');
    expect(uiLanguageFor('FR', available)).toBe('fr');
  });

  it('falls back to the nearest catalogue of the same language', () => {
    expect(uiLanguageFor('pt', available)).toBe('pt_BR');
    expect(uiLanguageFor('pt_PT', available)).toBe('pt_BR');
    expect(uiLanguageFor('es-MX', available)).toBe('es');
    expect(uiLanguageFor('ar_SA', available)).toBe('ar');
    expect(uiLanguageFor('zh', available)).toBe('zh_CN');
    expect(uiLanguageFor('zh-Hans-CN', available)).toBe('zh_CN');
  });

  it('has no match for traditional Chinese, other languages or nothing', () => {
    for (const l of ['zh_TW', 'zh-HK', 'zh_Hant_TW', 'ko', 'arn', '', null, undefined, 42]) {
      expect(uiLanguageFor(l, available)).toBeNull();
    }
  });
});

describe('language codes', () => {
  it('converts between Chatwoot codes and BCP 47 tags', () => {
    expect(bcp47('pt_BR')).toBe('pt-BR');
    expect(bcp47('zh_Hans_CN')).toBe('zh-Hans-CN');
    expect(chatwootCode('pt-br')).toBe('pt_BR');
    expect(chatwootCode('zh-Hans-CN')).toBe('zh_Hans_CN');
  });

  it('names each language in its own language', () => {
    expect(nativeLanguageName('es')).toBe('Español');
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('ja')).toBe('日本語');
    expect(nativeLanguageName('pt_BR')).toMatch(/^Português/);
    expect(nativeLanguageName('ar')).toBe('العربية');
  });

  it('offers every interface language for an account', () => {
    for (const l of UI_LANGUAGES) expect(ACCOUNT_LANGUAGES).toContain(l);
  });
});
