import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferredLanguage.ts';

describe('preferredLanguage', () => {
  it('prefers the browser choice, then the user, then the account', () => {
    expect(preferredLanguage({ stored: 'en', userLocale: 'ar', accountLocale: 'ar' })).toBe('en');
    expect(preferredLanguage({ stored: null, userLocale: 'ar', accountLocale: 'en' })).toBe('ar');
    expect(preferredLanguage({ stored: null, userLocale: undefined, accountLocale: 'ar' })).toBe('ar');
    expect(preferredLanguage({ stored: null, userLocale: null, accountLocale: null })).toBe('en');
  });

  it('reads regional codes and skips languages without a catalogue', () => {
    expect(preferredLanguage({ stored: null, userLocale: 'ar_EG', accountLocale: 'en' })).toBe('ar');
    expect(preferredLanguage({ stored: 'fr', userLocale: 'pt_BR', accountLocale: 'ar' })).toBe('ar');
  });
});
