import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { threeLooks } from './threeLooks.ts';
import { expect, newPerson, signUpViaApi, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

// Issue 41, item 2: every email-inbox screen says what this server really does with the inbox — forwarding
// only when the relay and its domain are set, IMAP checked on save, how replies go out.
const t = text.inboxesPage;
const m = t.mailSetup;

const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  return { accountId: user.account_id ?? 0, base: `/app/accounts/${user.account_id}`, headers };
};

const createEmailInbox = async (page: Page, s: Awaited<ReturnType<typeof signIn>>) => {
  const res = await page.request.post(`/api/v1/accounts/${s.accountId}/inboxes`, {
    headers: { ...s.headers },
    data: {
      name: 'Support mail',
      channel: { type: 'email', email: `help-${s.accountId}@acme.test`, provider: 'other' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
};

/** The server as `npm start` runs it out of the box: no relay, no domain, no SMTP. */
const bareServer = (page: Page) =>
  page.route('**/api/v1/installation', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({
      response: res,
      json: { ...body, inbound_email_configured: false, smtp_configured: false, imap_fetching: false },
    });
  });

test('the new email inbox wizard promises forwarding only when the server can receive it', async ({ page }) => {
  const s = await signIn(page, 'Forward');
  const id = await createEmailInbox(page, s);
  const notes = page.getByRole('list', { name: m.title });

  // The e2e server has the relay (RAILS_INBOUND_EMAIL_PASSWORD) and MAILER_INBOUND_EMAIL_DOMAIN set, and SMTP.
  await page.goto(`${s.base}/settings/inboxes/new/${id}/finish`);
  await expect(page.getByText(fill(t.finish.body, { name: 'Support mail' }))).toBeVisible();
  await expect(notes.getByText(m.forwardingOn)).toBeVisible();
  await expect(notes.getByText(m.sendingOn)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.finish.forwardTo })).toHaveValue(/@reply\.example\.test$/);

  // Out of the box (npm start): no "can receive conversations now", no address that cannot receive mail.
  await bareServer(page);
  await page.reload();
  await expect(notes.getByText(m.forwardingOff)).toBeVisible();
  await expect(page.getByText(fill(t.finish.bodyEmail, { name: 'Support mail' }))).toBeVisible();
  await expect(page.getByText(fill(t.finish.body, { name: 'Support mail' }))).toHaveCount(0);
  await expect(notes).toContainText('RAILS_INBOUND_EMAIL_PASSWORD, MAILER_INBOUND_EMAIL_DOMAIN');
  await expect(notes).toContainText('docs/DEPLOY.md');
  await expect(page.getByRole('textbox', { name: t.finish.forwardTo })).toHaveCount(0);
  await expect(notes.getByText(m.sendingOff)).toBeVisible();
  await expect(notes).toContainText('SMTP_ADDRESS');
  await threeLooks(page, 'email-setup-finish-unconfigured', () =>
    expect(page.getByRole('list', { name: ar.inboxesPage.mailSetup.title })).toContainText(
      ar.inboxesPage.mailSetup.forwardingOff,
    ),
  );
});

test('inbox settings: IMAP settings are checked on save; unconfigured servers are named', async ({ page }) => {
  const s = await signIn(page, 'Imap');
  const id = await createEmailInbox(page, s);
  await page.goto(`${s.base}/settings/inboxes/${id}`);
  await page.getByRole('tab', { name: t.settings.tabs.configuration }).click();
  const notes = page.getByRole('list', { name: m.title });
  await expect(notes.getByText(m.forwardingOn)).toBeVisible();
  await expect(page.getByText(t.mail.imapDescription)).toBeVisible();

  // The e2e server fetches IMAP: a host that does not exist is refused on save, naming what failed.
  await page.getByRole('switch', { name: t.mail.imapEnabled }).click();
  const imap = page.locator('section', { has: page.getByRole('switch', { name: t.mail.imapEnabled }) });
  await imap.getByLabel(t.mail.address).fill('imap.acme.invalid');
  await imap.getByLabel(t.mail.login).fill('help@acme.test');
  await imap.getByLabel(t.mail.password).fill('secret');
  await imap.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(/imap\.acme\.invalid/).first()).toBeVisible();

  await bareServer(page);
  await page.reload();
  await page.getByRole('tab', { name: t.settings.tabs.configuration }).click();
  await expect(notes.getByText(m.forwardingOff)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.finish.forwardTo })).toHaveCount(0);
  await threeLooks(page, 'email-setup-settings-unconfigured', async () => {
    await page.getByRole('tab', { name: ar.inboxesPage.settings.tabs.configuration }).click();
    await expect(page.getByRole('list', { name: ar.inboxesPage.mailSetup.title })).toContainText(
      ar.inboxesPage.mailSetup.forwardingOff,
    );
  });
});
