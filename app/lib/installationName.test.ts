// @vitest-environment jsdom
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, testI18n } from '../test/testI18n.ts';
import { setInstallationName } from './i18n.ts';

beforeAll(testI18n);

/** The console's installation name replaces "Helpdesk" (docs/ADMIN.md "Installation console", Settings). */
describe('setInstallationName', () => {
  it('names the product by the installation in English and in a language loaded later', async () => {
    expect(i18n.t('app.name')).toBe(en.app.name);
    setInstallationName('Acme Support');
    expect(i18n.t('app.name')).toBe('Acme Support');
    i18n.addResourceBundle('ar', 'translation', { app: { name: 'مكتب المساعدة' } }, true, true);
    await i18n.changeLanguage('ar');
    expect(i18n.t('app.name')).toBe('Acme Support');
    await i18n.changeLanguage('en');
  });
});
