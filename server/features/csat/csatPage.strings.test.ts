import { describe, expect, it } from 'vitest';
import { portalText } from '../helpCenter/publicPortal.strings.ts';
import { surveyLocale, surveyText } from './csatPage.strings.ts';

describe('server-rendered pages read every catalogue', () => {
  it('picks the survey language from ?locale=, then the browser, nearest catalogue first', () => {
    expect(surveyLocale('fr', 'de-DE')).toBe('fr');
    expect(surveyLocale(undefined, 'pt-PT,pt;q=0.9,en;q=0.5')).toBe('pt_BR');
    expect(surveyLocale(undefined, 'ko-KR,it;q=0.8')).toBe('it');
    expect(surveyLocale(undefined, 'ko-KR')).toBe('en');
    expect(surveyLocale(undefined, '*')).toBe('en');
    expect(surveyText('de')('submit')).toBe('Bewertung senden');
  });

  it('writes the public portal in the portal locale, nearest catalogue first', () => {
    expect(portalText('es')('popularArticles')).toBe('Artículos populares');
    expect(portalText('pt')('popularArticles')).toBe('Artigos populares');
    expect(portalText('ko')('popularArticles')).toBe('Popular articles');
  });
});
