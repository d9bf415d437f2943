import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { simpleParser } from 'mailparser';
import { startDovecot, type TDovecot } from '../server/test/dovecot.ts';
import { expectAccessible } from './axe.ts';
import { threeLooks } from './threeLooks.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

// Issue 34: an administrator connects a real IMAP mailbox (Debian's dovecot, started here on a free port) in the
// browser, a customer's mail lands in it, shows as a conversation, and the answer goes out threaded.
const t = text.inboxesPage;
const c = text.conversations;
const ed = text.editor;
const login = `desk-${Date.now().toString(36)}@acme.test`;
let dovecot: TDovecot;

test.beforeAll(async () => {
  dovecot = await startDovecot({ [login]: 'mailbox-secret' });
});
test.afterAll(async () => {
  await dovecot?.stop();
});

test('IMAP: connect a mailbox, its new mail becomes a conversation, the answer goes out threaded', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  // One journey through settings, the mailbox, the conversation, two dialogs and three looks.
  test.setTimeout(150_000);
  const { headers, user } = await signUpViaApi(request, newPerson('Imapdesk'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number }>(`/api/v1/accounts/${accountId}/inboxes`, {
    name: 'Desk',
    channel: { type: 'email', email: login },
  });
  await api.post(`/api/v1/accounts/${accountId}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });

  // The administrator connects the mailbox: the save checks the connection and the login.
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/settings/inboxes/${inbox.id}`);
  await page.getByRole('tab', { name: t.settings.tabs.configuration }).click();
  await page.getByRole('switch', { name: t.mail.imapEnabled }).click();
  const imap = page.locator('section', { has: page.getByRole('switch', { name: t.mail.imapEnabled }) });
  await imap.getByLabel(t.mail.address).fill(dovecot.host);
  await imap.getByLabel(t.mail.port).fill(String(dovecot.port));
  await imap.getByLabel(t.mail.login).fill(login);
  await imap.getByLabel(t.mail.password).fill('mailbox-secret');
  await imap.getByRole('checkbox', { name: t.mail.imapSsl }).uncheck();
  await imap.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(t.settings.saved)).toBeVisible();

  // The inbox's own signature, written as HTML and added to every reply after the agent's.
  const sig = page.locator('section', { has: page.getByRole('heading', { name: t.signature.title }) });
  await sig.getByLabel(t.signature.source).selectOption('both');
  await sig.getByRole('button', { name: t.signature.showHtml }).click();
  await sig.getByLabel(t.signature.html).fill('<p><b>{{agent.name}}</b>, Desk team</p><script>x()</script>');
  await sig.getByRole('button', { name: t.signature.save }).click();
  await expect(page.getByText(t.signature.saved)).toBeVisible();
  await expect(sig.getByLabel(t.signature.html)).toHaveValue('<p><b>{{agent.name}}</b>, Desk team</p>');
  await sig.getByRole('button', { name: t.signature.showEditor }).click();
  await expectAccessible(page, 'email signature settings');
  await threeLooks(page, 'email-signature-settings', async () => {
    await page.getByRole('tab', { name: ar.inboxesPage.settings.tabs.configuration }).click();
    await expect(page.getByRole('heading', { name: ar.inboxesPage.signature.title })).toBeVisible();
  });

  // A customer's HTML mail with a quoted part is delivered to the mailbox by dovecot's delivery agent.
  const raw = await new MailComposer({
    from: 'Rosa Diaz <rosa@customer.example.test>',
    to: login,
    subject: 'Broken kettle',
    messageId: `<kettle-${inbox.id}@customer.example.test>`,
    text: 'The kettle leaks.\n\nOn Mon, Desk wrote:\n> Thanks for your order',
    html: '<p>The kettle <b>leaks</b>.</p><div class="gmail_quote"><blockquote>Thanks for your order</blockquote></div>',
  })
    .compile()
    .build();
  await dovecot.deliver(login, raw);

  await page.goto(`/app/accounts/${accountId}/conversations`);
  // Auto-assignment may have given it to the only agent: the All tab shows it either way.
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await page.getByRole('button', { name: /Rosa Diaz/ }).click({ timeout: 20_000 });
  const log = page.getByRole('log', { name: c.messagesLabel });
  const mail = log.getByRole('article').filter({ has: page.getByTitle(text.emailTools.frameTitle) });
  // The mail's HTML is shown in a frame that runs no script (so the test reads what the frame is given).
  const frame = mail.getByTitle(text.emailTools.frameTitle);
  await expect(frame).toHaveAttribute('srcdoc', /The kettle <b>leaks<\/b>/);
  await expect(frame).not.toHaveAttribute('srcdoc', /Thanks for your order/);
  await mail.getByRole('button', { name: text.emailTools.showQuoted }).click();
  await expect(frame).toHaveAttribute('srcdoc', /Thanks for your order/);

  // The answer goes out through the installation's SMTP server with the threading headers.
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('A new kettle is on its way.');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  await expect(log.getByText('A new kettle is on its way.')).toBeVisible();
  await expect
    .poll(() => mailbox.mails.filter((m) => m.to.includes('rosa@customer.example.test')).length, { timeout: 15_000 })
    .toBe(1);
  const caught = await simpleParser(mailbox.mails.find((m) => m.to.includes('rosa@customer.example.test'))!.raw);
  expect(caught.subject).toBe('Re: Broken kettle');
  expect(caught.inReplyTo).toBe(`<kettle-${inbox.id}@customer.example.test>`);
  expect(caught.references).toBe(`<kettle-${inbox.id}@customer.example.test>`);
  expect(caught.html).toContain('<b>Imapdesk Tester</b>, Desk team');
  expect(caught.messageId).toMatch(/^<conversation\/[0-9a-f-]{36}\/messages\/\d+@acme\.test>$/);

  // The mail's original, and the forward dialog from its menu.
  await mail.getByRole('button', { name: text.emailTools.showOriginal }).click();
  const original = page.getByRole('dialog', { name: text.emailTools.originalTitle });
  await expect(original).toContainText(`Message-ID: <kettle-${inbox.id}@customer.example.test>`);
  await page.keyboard.press('Escape');
  await expect(original).toHaveCount(0);
  await mail.hover();
  await mail.getByRole('button', { name: text.emailTools.forwardMessage }).click();
  const forward = page.getByRole('dialog', { name: text.emailTools.forwardMessage });
  await forward.getByRole('textbox', { name: text.emailTools.forwardTo }).fill('not an address');
  await forward.getByRole('button', { name: text.emailTools.forwardSend }).click();
  await expect(forward.getByText(text.emailTools.forwardInvalid)).toBeVisible();
  await expectAccessible(page, 'email forward dialog');
  await snap(page, 'email-imap-forward-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'email-imap-forward-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await forward.getByRole('textbox', { name: text.emailTools.forwardTo }).fill('expert@partner.example.test');
  await forward.getByRole('button', { name: text.emailTools.forwardSend }).click();
  await expect(log.getByText(/forwarded a message to expert@partner\.example\.test/)).toBeVisible();
  expect(mailbox.mails.some((m) => m.to.includes('expert@partner.example.test'))).toBeTruthy();
  await expectAccessible(page, 'email conversation');
  await threeLooks(page, 'email-imap-conversation', async () => {
    await expect(page.getByRole('log').getByText('A new kettle is on its way.')).toBeVisible();
    // The mail’s frame has been fitted to its content (48 px before), and the list has measured the row again.
    await expect
      .poll(() => page.getByTitle(ar.emailTools.frameTitle).evaluate((el) => el.clientHeight))
      .toBeGreaterThan(48);
    await page.waitForTimeout(300);
  });
  // The forward dialog in Arabic (right to left).
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const mailAr = page.getByRole('article').filter({ has: page.getByTitle(ar.emailTools.frameTitle) });
  await mailAr.hover();
  await mailAr.getByRole('button', { name: ar.emailTools.forwardMessage }).click();
  await expect(page.getByRole('dialog', { name: ar.emailTools.forwardMessage })).toBeVisible();
  await snap(page, 'email-imap-forward-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});
