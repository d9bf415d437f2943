import { describe, expect, it } from 'vitest';
import { composeNotificationMail } from './notificationMail.ts';
import { notificationLanguage, notificationWords } from './notificationText.ts';

describe('notification words', () => {
  it('follow the recipient locale, its nearest language, else English', () => {
    expect(notificationLanguage('de')).toBe('de');
    expect(notificationLanguage('pt')).toBe('pt_BR');
    expect(notificationLanguage('es_MX')).toBe('es');
    expect(notificationLanguage('ar_SA')).toBe('ar');
    expect(notificationLanguage('ko')).toBe('en');
    expect(notificationLanguage('zh_TW')).toBe('en');
    expect(notificationWords('fr').title.conversation_assignment(7)).toBe(
      'Une nouvelle conversation #7 vous a été attribuée',
    );
  });

  it('choose the plural form by the language rules', () => {
    expect(notificationWords('ru').more(1)).toContain('ещё 1 обновление.');
    expect(notificationWords('ru').more(3)).toContain('ещё 3 обновления.');
    expect(notificationWords('ru').more(5)).toContain('ещё 5 обновлений.');
    expect(notificationWords('de').more(1)).toContain('1 weitere Aktualisierung');
    expect(notificationWords('de').more(4)).toContain('4 weitere Aktualisierungen');
  });
});

describe('composeNotificationMail', () => {
  it('writes a German recipient a German mail marked lang="de"', () => {
    const mail = composeNotificationMail({
      locale: 'de',
      name: 'Jonas',
      accountName: 'Acme',
      type: 'conversation_mention',
      displayId: 12,
      excerpt: null,
      more: 0,
      conversationUrl: 'https://help.example.com/c/12',
      settingsUrl: 'https://help.example.com/settings',
    });
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toContain('Sie wurden in Unterhaltung #12 erwähnt');
    expect(mail.text).toContain('Hallo Jonas,');
  });
});
