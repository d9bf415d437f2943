import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { startWidgetSite } from './widgetSite.ts';

const C = text.campaignsPage;
const F = C.fields;
const w = text.widgetChat;

test('ongoing campaigns: an administrator adds one; a visitor sees it after N seconds, answers, the agent reads both', async ({
  page,
  browser,
}) => {
  // Three screens in three appearances, a visitor's wait and the agent's view: more than the default minute.
  test.setTimeout(180_000);
  const site = await startWidgetSite();
  try {
    const { user, headers } = await signUpViaApi(page.request, newPerson('Campaigns'));
    const accountId = user.account_id ?? 0;
    const inboxRes = await page.request.post(`/api/v1/accounts/${accountId}/inboxes`, {
      headers: { ...headers },
      data: { name: 'Acme website', channel: { type: 'web_widget', website_url: site.origin } },
    });
    expect(inboxRes.status(), await inboxRes.text()).toBe(200);
    const inbox = (await inboxRes.json()) as { id: number; website_token: string };
    site.embed(inbox.website_token);

    await useSession(page.context(), headers);
    await page.goto(`/app/accounts/${accountId}/campaigns/ongoing`);
    await expect(page.getByRole('heading', { level: 1, name: C.ongoing.title })).toBeVisible();
    await expect(page.getByText(C.ongoing.emptyTitle)).toBeVisible();
    // The main menu lists Campaigns now that its pages exist.
    await expect(
      page
        .getByRole('navigation', { name: text.shell.mainNav })
        .getByRole('link', { name: text.menu.primary.campaigns }),
    ).toBeVisible();

    // The dialog: blank fields are the form's errors.
    await page.getByRole('button', { name: C.ongoing.add }).click();
    const dialog = page.getByRole('dialog', { name: C.ongoing.add });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: C.create }).click();
    await expect(dialog.getByRole('textbox', { name: F.title })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: F.url })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: F.title }).fill('Pricing help');
    await dialog.getByRole('textbox', { name: F.message }).fill('Hi! Questions about our plans?');
    await dialog.getByRole('combobox', { name: F.inbox }).selectOption({ label: 'Acme website' });
    await dialog.getByRole('combobox', { name: F.sender }).selectOption({ label: user.name });
    await dialog.getByRole('textbox', { name: F.url }).fill('shop.test/pricing');
    await dialog.getByRole('spinbutton', { name: F.timeOnPage }).fill('2');
    await dialog.getByRole('button', { name: C.create }).click();
    await expect(dialog.getByRole('textbox', { name: F.url })).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'campaigns-dialog-light');
    await expectAccessible(page, 'campaigns/ongoing dialog');
    await dialog.getByRole('textbox', { name: F.url }).fill(`${site.origin}/pricing*`);
    await dialog.getByRole('button', { name: C.create }).click();
    await expect(page.getByText(fill(C.created, { title: 'Pricing help' }))).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'Pricing help' });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Acme website');
    await expect(row.getByRole('cell').nth(2)).toHaveText(user.name);
    await expect(row.getByRole('switch', { name: fill(C.enableNamed, { title: 'Pricing help' }) })).toBeChecked();
    await expect(row).toContainText(fill(C.afterSeconds, { count: '2' }));
    await snap(page, 'campaigns-list-light');
    await expectAccessible(page, 'campaigns/ongoing list');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'campaigns-list-dark');
    await expectAccessible(page, 'campaigns/ongoing list dark', { colour: 'only' });
    await row.getByRole('button', { name: fill(C.editNamed, { title: 'Pricing help' }) }).click();
    const editing = page.getByRole('dialog', { name: fill(C.editTitle, { title: 'Pricing help' }) });
    await expect(editing.getByRole('spinbutton', { name: F.timeOnPage })).toHaveValue('2');
    await snap(page, 'campaigns-dialog-dark');
    await expectAccessible(page, 'campaigns/ongoing dialog dark', { colour: 'only' });
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.campaignsPage.ongoing.title })).toBeVisible();
    await snap(page, 'campaigns-list-ar');
    await expectAccessible(page, 'campaigns/ongoing list ar', { colour: 'skip' });
    await page.getByRole('button', { name: fill(ar.campaignsPage.editNamed, { title: 'Pricing help' }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, 'campaigns-dialog-ar');
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

    // A visitor on a pricing page: nothing at first, the campaign after 2 seconds, as the agent's words.
    const visitor = await browser.newPage();
    await visitor.goto(`${site.origin}/pricing/teams`);
    const frame = visitor.frameLocator('iframe.cw-frame');
    const log = frame.getByRole('log', { name: w.conversation });
    await expect(visitor.locator('iframe.cw-frame')).toBeHidden();
    await expect(log.getByText('Hi! Questions about our plans?')).toBeVisible({ timeout: 15_000 });
    await expect(log.getByText(user.name)).toBeVisible();
    await snap(visitor, 'campaigns-widget-bubble');
    const box = frame.getByRole('textbox', { name: w.typeMessage });
    await box.fill('Yes, is there a team discount?');
    await box.press('Enter');
    await expect(log.getByText('Yes, is there a team discount?')).toBeVisible();

    // The agent sees the conversation with the campaign's message first.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/v1/accounts/${accountId}/conversations?inbox_id=${inbox.id}`, {
          headers: { ...headers },
        });
        return ((await res.json()) as { data: { payload: unknown[] } }).data.payload.length;
      })
      .toBe(1);
    const list = await page.request.get(`/api/v1/accounts/${accountId}/conversations?inbox_id=${inbox.id}`, {
      headers: { ...headers },
    });
    const conv = ((await list.json()) as { data: { payload: { id: number }[] } }).data.payload[0];
    await page.goto(`/app/accounts/${accountId}/conversations/${conv?.id ?? 0}`);
    const thread = page.getByRole('log');
    await expect(thread.getByText('Hi! Questions about our plans?')).toBeVisible();
    await expect(thread.getByText('Yes, is there a team discount?')).toBeVisible();
    const campaignBox = await thread.getByText('Hi! Questions about our plans?').boundingBox();
    const replyBox = await thread.getByText('Yes, is there a team discount?').boundingBox();
    expect(campaignBox?.y ?? 0).toBeLessThan(replyBox?.y ?? 0);
    await visitor.close();
  } finally {
    await site.close();
  }
});
