import http from 'node:http';
import type { AddressInfo } from 'node:net';
import de from '../common/i18n/de.json' with { type: 'json' };
import es from '../common/i18n/es.json' with { type: 'json' };
import fr from '../common/i18n/fr.json' with { type: 'json' };
import { BASE_URL } from './constants.ts';
import type { Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

/**
 * The interface languages (docs/FEATURES.md "Languages"): a person picks Español in the profile and the
 * dashboard speaks Spanish, after a reload and in a new browser too (ui_settings.locale); German and French
 * screens for people to look at; the website widget in French when the site asks for it.
 */
/** Picks a language in the user menu, whose button is named in the language shown now (`menuLabel`). */
const chooseInUserMenu = async (page: Page, menuLabel: string, language: string) => {
  await page.getByRole('button', { name: new RegExp(`${menuLabel.replace('{{name}}', '.+')}$`) }).click();
  const item = page.getByRole('menu').getByRole('menuitemradio', { name: language });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
};

test('Español picked in the profile: the dashboard in Spanish, after a reload and on another browser', async ({
  page,
  browser,
}) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Lingua'));
  await useSession(page.context(), headers);
  const base = `/app/accounts/${user.account_id}`;
  await page.goto(`${base}/profile/settings`);
  await expect(page.getByRole('heading', { level: 1, name: text.profile.title })).toBeVisible();

  // Every account language, each in its own name; the picker says which ones the interface is translated into.
  const picker = page.getByLabel(text.profile.languageLabel);
  const translated = picker.locator(`optgroup[label="${text.language.translated}"]`);
  const others = picker.locator(`optgroup[label="${text.language.untranslated}"]`);
  for (const name of ['English', 'العربية', 'Español', 'Deutsch', 'Français', 'Italiano']) {
    await expect(translated.locator('option', { hasText: name })).toHaveCount(1);
  }
  await expect(others.locator('option[value="ko"]')).toHaveText('한국어');
  await expect(others.locator('option[value="zh_TW"]')).toHaveCount(1);

  await picker.selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: es.profile.title })).toBeVisible();
  await expect(page.getByLabel(es.profile.languageLabel)).toHaveValue('es');

  // The conversations screen, then a reload: still Spanish.
  await page.goto(`${base}/conversations`);
  await expect(page.getByRole('link', { name: es.menu.primary.contacts }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: es.menu.primary.contacts }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: text.menu.primary.contacts })).toHaveCount(0);
  await snap(page, 'languages-es-conversations');

  // The choice is the person's (saved with the profile): a browser that never chose anything shows Spanish too.
  const other = await browser.newContext();
  await useSession(other, headers);
  const second = await other.newPage();
  await second.goto(`${BASE_URL}${base}/profile/settings`);
  await expect(second.getByRole('heading', { level: 1, name: es.profile.title })).toBeVisible();
  await other.close();

  // German from the user menu: the account settings screen, with its numbers and dates through Intl.
  await chooseInUserMenu(page, es.userMenu.label, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(`${base}/settings/general`);
  await expect(page.getByRole('heading', { level: 1, name: de.accountSettings.title })).toBeVisible();
  await snap(page, 'languages-de-account-settings');

  // French: the profile screen.
  await chooseInUserMenu(page, de.userMenu.label, 'Français');
  await page.goto(`${base}/profile/settings`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: fr.profile.title })).toBeVisible();
  await snap(page, 'languages-fr-profile');
  await page.getByRole('button', { name: new RegExp(`${fr.userMenu.label.replace('{{name}}', '.+')}$`) }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await snap(page, 'languages-fr-user-menu');
});

test('the website widget speaks French when the site asks for fr', async ({ browser, request }) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Widgetfr'));
  let html = '';
  const site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const res = await request.post(`/api/v1/accounts/${user.account_id}/inboxes`, {
    headers: { ...headers },
    data: { name: 'Boutique', channel: { type: 'web_widget', website_url: origin, widget_color: '#1F6FEB' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const inbox = (await res.json()) as { website_token: string };
  html = `<!doctype html><html><head><meta charset="utf-8"><title>Boutique</title></head>
<body style="font-family:sans-serif;padding:40px"><h1>Boutique Acme</h1>
<script>
window.chatwootSettings = { locale: 'fr' };
(function (d, t) {
  var g = d.createElement(t), s = d.getElementsByTagName(t)[0];
  g.src = ${JSON.stringify(BASE_URL)} + '/packs/js/sdk.js'; g.defer = true; g.async = true;
  s.parentNode.insertBefore(g, s);
  g.onload = function () { window.chatwootSDK.run({ websiteToken: ${JSON.stringify(inbox.website_token)}, baseUrl: ${JSON.stringify(BASE_URL)} }); };
})(document, 'script');
</script></body></html>`;

  // An English browser on a site that sets locale: 'fr'.
  const context = await browser.newContext({ locale: 'en-US' });
  const visitor = await context.newPage();
  await visitor.goto(`${origin}/boutique`);
  await visitor.getByRole('button', { name: fr.widgetChat.openChat }).click();
  const frame = visitor.frameLocator('iframe.cw-frame');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
  await frame.getByRole('button', { name: fr.widgetChat.startConversation }).click();
  await expect(frame.getByRole('textbox', { name: fr.widgetChat.typeMessage })).toBeVisible();
  await expect(visitor.getByRole('button', { name: fr.widgetChat.closeChat })).toBeVisible();
  await snap(visitor, 'languages-widget-fr');
  await context.close();
  await new Promise((r) => site.close(r));
});
