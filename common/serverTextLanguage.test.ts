import { describe, expect, it } from 'vitest';
import { langWhereDifferent, serverTextLanguage } from './serverTextLanguage.ts';

describe('serverTextLanguage', () => {
  it('is the account language where the server has wording, the nearest one, else English', () => {
    for (const l of ['ar', 'ar_SA', 'ar-EG', 'AR']) expect(serverTextLanguage(l)).toBe('ar');
    for (const l of ['pt_BR', 'pt', 'pt-PT']) expect(serverTextLanguage(l)).toBe('pt_BR');
    expect(serverTextLanguage('de_AT')).toBe('de');
    for (const l of ['en', 'ko', 'zh_TW', 'arn', '', null, undefined]) expect(serverTextLanguage(l)).toBe('en');
  });
  it('marks text only where its language differs from the page', () => {
    expect(langWhereDifferent('en', 'ar')).toBe('en');
    expect(langWhereDifferent('ar', 'en-US')).toBe('ar');
    expect(langWhereDifferent('en', 'en')).toBeUndefined();
    expect(langWhereDifferent('en', 'en-US')).toBeUndefined();
    expect(langWhereDifferent('pt_BR', 'pt-BR')).toBeUndefined();
    expect(langWhereDifferent('pt_BR', 'en')).toBe('pt-BR');
    expect(langWhereDifferent('de', 'fr')).toBe('de');
  });
});
