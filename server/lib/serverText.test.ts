import { describe, expect, it } from 'vitest';
import { errorText, responseText, serverText, serverTextLanguageFor, serverTextLanguages } from './serverText.ts';

describe('server text from the server catalogues', () => {
  it('reads the locale, the nearest language, else English; a section a language lacks reads English', () => {
    expect(serverTextLanguageFor('notification', 'pt')).toBe('pt_BR');
    expect(serverTextLanguageFor('notification', 'ar_SA')).toBe('ar');
    expect(serverTextLanguageFor('notification', 'ko')).toBe('en');
    expect(serverTextLanguages('activity')).toContain('de');
    expect(serverText('errors', 'de')('notFound')).toBe('Not found');
    expect(serverText('activity', 'zh_TW')('muted', { user: 'Mona' })).toBe('Mona has muted the conversation');
  });

  it("picks plural forms by the language's rules", () => {
    const ar = serverText('activity', 'ar');
    expect([1, 2, 3, 11, 100].map((count) => ar('duration.day', { count }))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
      '100 يومًا',
    ]);
    const ru = serverText('notification', 'ru');
    expect(ru('more', { count: 21 })).toContain('ещё 21 обновление.');
  });

  it('never reads placeholders or nesting inside the values it is given', () => {
    const t = serverText('activity', 'en');
    expect(t('muted', { user: '{{user}} $t(activity:unmuted)' })).toBe(
      '{{user}} $t(activity:unmuted) has muted the conversation',
    );
  });

  it("writes API errors and response messages in English, Chatwoot's wording, whatever the account", () => {
    expect(errorText('teamNotFound')).toBe('Team not found');
    expect(errorText('surveyClosed', { days: 14 })).toBe(
      'can no longer be changed: the survey closed 14 days after it was sent',
    );
    expect(errorText('rejectedByFacebook', { message: 'a $& b {{x}}' })).toBe('was rejected by Facebook: a $& b {{x}}');
    expect(responseText('passwordResetSent', { email: 'a@b.c' })).toBe(
      'If a@b.c has an account, an email with instructions to reset the password is on its way.',
    );
  });
});
