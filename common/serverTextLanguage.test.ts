import { describe, expect, it } from 'vitest';
import { langWhereDifferent, serverTextLanguage } from './serverTextLanguage.ts';

describe('serverTextLanguage', () => {
  it('is Arabic for Arabic locales and English for the rest', () => {
    for (const l of ['ar', 'ar_SA', 'ar-EG', 'AR']) expect(serverTextLanguage(l)).toBe('ar');
    for (const l of ['en', 'pt_BR', 'arn', '', null, undefined]) expect(serverTextLanguage(l)).toBe('en');
  });
  it('marks text only where its language differs from the page', () => {
    expect(langWhereDifferent('en', 'ar')).toBe('en');
    expect(langWhereDifferent('ar', 'en-US')).toBe('ar');
    expect(langWhereDifferent('en', 'en')).toBeUndefined();
    expect(langWhereDifferent('en', 'en-US')).toBeUndefined();
  });
});
