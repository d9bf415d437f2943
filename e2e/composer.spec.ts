import http from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { FAKE_TRANSLATE_PORT } from './constants.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs } from './seed.ts';
import { threeLooks } from './threeLooks.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };

const c = text.conversations;
const ed = text.editor;
const cp = text.composer;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A LibreTranslate-compatible stand-in: POST /translate {q, target} → {translatedText: "[target] q"}. */
const startFakeTranslate = async () => {
  const requests: { q: string; target: string }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { q: string; target: string };
      requests.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(FAKE_TRANSLATE_PORT, '127.0.0.1', resolve));
  return { requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

type TStored = { id: number; content: string; content_attributes: Record<string, unknown> };
const storedMessages = async (request: APIRequestContext, headers: TAuthHeaders, accountId: number, id: number) => {
  const res = await request.get(`/api/v1/accounts/${accountId}/conversations/${id}/messages`, { headers });
  return ((await res.json()) as { payload: TStored[] }).payload;
};

const open = async (page: Page, accountId: number, conversationId: number) => {
  await page.goto(`/app/accounts/${accountId}/conversations/${conversationId}`);
  await expect(page.getByRole('log', { name: c.messagesLabel })).toBeVisible();
};

test('reply-to, signature, image size preset and translate on an API inbox conversation', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Composer'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Rita Reply', count: 12 });
  const signature = 'Best regards,\nAgent Smith';
  const put = await request.put('/api/v1/profile', { headers, data: { profile: { message_signature: signature } } });
  expect(put.ok(), await put.text()).toBe(true);
  await useSession(context, headers);
  await open(page, accountId, seeded.conversationId);
  const log = page.getByRole('log', { name: c.messagesLabel });
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  const incoming = (n: number) =>
    log
      .getByRole('article', { name: fill(c.message.from, { name: 'Rita Reply' }) })
      .filter({ hasText: `Message ${n} from Rita Reply` });
  const firstId = (await storedMessages(request, headers, accountId, seeded.conversationId)).find(
    (m) => m.content === 'Message 1 from Rita Reply',
  )?.id;

  // Reply to the first message: the preview shows above the editor and can be cancelled.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await incoming(1).hover();
  await incoming(1).getByRole('button', { name: cp.replyTo }).click();
  const preview = page.getByRole('region', { name: cp.replyPreview });
  await expect(preview).toContainText(fill(cp.replyingTo, { name: 'Rita Reply' }));
  await expect(preview).toContainText('Message 1 from Rita Reply');
  await preview.getByRole('button', { name: cp.cancelReply }).click();
  await expect(preview).toHaveCount(0);
  await incoming(1).hover();
  await incoming(1).getByRole('button', { name: cp.replyTo }).click();
  await expect(preview).toBeVisible();
  await snap(page, 'composer-reply-preview-light');
  await reply.pressSequentially('About your first message');
  await page.keyboard.press('Enter');
  await expect(preview).toHaveCount(0);
  const ours = log.getByRole('article').filter({ hasText: 'About your first message' });
  await expect(ours.getByRole('button', { name: new RegExp(fill(cp.quoted, { name: 'Rita Reply' })) })).toBeVisible();
  await expect
    .poll(async () => (await storedMessages(request, headers, accountId, seeded.conversationId)).at(-1))
    .toMatchObject({ content: 'About your first message', content_attributes: { in_reply_to: firstId } });
  // The quote scrolls the list back to the original.
  await expect(incoming(1)).not.toBeInViewport();
  await ours.getByRole('button', { name: new RegExp(fill(cp.quoted, { name: 'Rita Reply' })) }).click();
  await expect(incoming(1)).toBeInViewport();

  // Signature: the toggle shows it under the reply, outside the text: typing, Enter, Backspace and the
  // end of the text never reach it; it is sent once, and stays for the next reply.
  const toggle = page.getByRole('button', { name: cp.signature, exact: true });
  const shownSignature = page.getByRole('note', { name: cp.signature });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(shownSignature).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(shownSignature).toContainText('Best regards,');
  await expect(shownSignature).toContainText('Agent Smith');
  await expect(reply).not.toContainText('Agent Smith');
  await expect(reply).toBeFocused();
  await page.keyboard.type('Thanks for waitingg');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('!');
  // A click on the signature does not put the caret in it either.
  await shownSignature.getByText('Agent Smith').click();
  await page.keyboard.type('x');
  await expect(shownSignature).not.toContainText('x');
  await reply.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('!');
  await expect(reply).toHaveText('Thanks for waiting!');
  await expect(shownSignature).toContainText('Agent Smith');
  // Screenshots: light, dark, Arabic (the draft comes back after the reload, the signature under it).
  await snap(page, 'composer-signature-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'composer-signature-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('note', { name: ar.composer.signature })).toContainText('Agent Smith');
  await expect(page.getByRole('textbox', { name: ar.editor.replyLabel })).toHaveText('Thanks for waiting!');
  await snap(page, 'composer-signature-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(reply).toHaveText('Thanks for waiting!');
  await reply.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('article').filter({ hasText: 'Thanks for waiting!' })).toContainText('Agent Smith');
  await expect
    .poll(async () => (await storedMessages(request, headers, accountId, seeded.conversationId)).at(-1)?.content)
    .toBe('Thanks for waiting!\n--\nBest regards,\nAgent Smith');
  await expect(reply).toHaveText('');
  await expect(shownSignature).toContainText('Agent Smith');
  const profile = async () =>
    ((await (await request.get('/api/v1/profile', { headers })).json()) as { ui_settings: Record<string, unknown> })
      .ui_settings;
  await expect.poll(async () => (await profile()).channel_api_signature_enabled).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(shownSignature).toHaveCount(0);
  await expect.poll(async () => (await profile()).channel_api_signature_enabled).toBe(false);
  // Notes never carry it.
  await toggle.click();
  await page.getByRole('tab', { name: ed.privateNote }).click();
  await expect(page.getByRole('textbox', { name: ed.noteLabel })).toBeVisible();
  await expect(shownSignature).toHaveCount(0);
  await page.getByRole('tab', { name: ed.reply }).click();
  await expect(shownSignature).toContainText('Agent Smith');
  await toggle.click();
  await expect(shownSignature).toHaveCount(0);

  // Image size preset: upload, select the image, Medium 48px; the sent message shows it 48px high.
  await page.locator('input[type="file"][accept*="image/png"]').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const inEditor = reply.getByRole('img', { name: 'dot.png' });
  await expect(inEditor).toBeVisible();
  await inEditor.click();
  const sizes = page.getByRole('group', { name: cp.imageSize });
  await expect(sizes.getByRole('button')).toHaveCount(4);
  await sizes.getByRole('button', { name: cp.imagePresets.medium }).click();
  await expect(sizes.getByRole('button', { name: cp.imagePresets.medium })).toHaveAttribute('aria-pressed', 'true');
  await expect(inEditor).toHaveCSS('height', '48px');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  await expect
    .poll(async () => (await storedMessages(request, headers, accountId, seeded.conversationId)).at(-1)?.content)
    .toMatch(/^!\[dot\.png\]\(http.*\.png\?cw_image_height=48px\)$/);
  const sentImage = log.getByRole('article').last().getByRole('img', { name: 'dot.png' });
  await expect(sentImage).toHaveCSS('height', '48px');

  // Translate: the provider down → a clear error; up → the text in the UI language under the original.
  await incoming(12).hover();
  await incoming(12).getByRole('button', { name: cp.translate }).click();
  await expect(page.getByRole('status').filter({ hasText: /translation service could not be reached/i })).toBeVisible();
  const translator = await startFakeTranslate();
  try {
    await incoming(12).hover();
    await incoming(12).getByRole('button', { name: cp.translate }).click();
    await expect(incoming(12)).toContainText(cp.translated);
    await expect(incoming(12)).toContainText('[en] Message 12 from Rita Reply');
    expect(translator.requests).toEqual([expect.objectContaining({ q: 'Message 12 from Rita Reply', target: 'en' })]);
    await incoming(12).getByRole('button', { name: cp.showOriginal }).click();
    await expect(incoming(12)).not.toContainText('[en] Message 12');
    await incoming(12).getByRole('button', { name: cp.showTranslation }).click();
    await expect(incoming(12)).toContainText('[en] Message 12');
    // A kept translation shows without another call, and Translate is no longer offered.
    await page.reload();
    await expect(incoming(12)).toContainText('[en] Message 12 from Rita Reply');
    await expect(incoming(12).getByRole('button', { name: cp.translate })).toHaveCount(0);
    expect(translator.requests).toHaveLength(1);
  } finally {
    await translator.close();
  }

  // Screenshots of the reply preview: light, dark, Arabic.
  const showPreview = async () => {
    await incoming(11).hover();
    await incoming(11).getByRole('button', { name: cp.replyTo }).click();
    await expect(preview).toBeVisible();
  };
  await showPreview();
  await threeLooks(page, 'composer-reply', async () => {
    const bubble = page
      .getByRole('log')
      .getByRole('article', { name: fill(ar.conversations.message.from, { name: 'Rita Reply' }) })
      .filter({ hasText: 'Message 11 from Rita Reply' });
    await bubble.hover();
    await bubble.getByRole('button', { name: ar.composer.replyTo }).click();
    await expect(page.getByRole('region', { name: ar.composer.replyPreview })).toBeVisible();
  });
});

test('To, Cc and Bcc on an email inbox conversation', async ({ page, context, request }) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Mailer'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number }>(`/api/v1/accounts/${accountId}/inboxes`, {
    name: 'Support Mail',
    channel: { type: 'email', email: `support-${Date.now()}@example.test` },
  });
  await api.post(`/api/v1/accounts/${accountId}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
  const seeded = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Mia Mail',
    count: 1,
    inbox,
  });
  await useSession(context, headers);
  await open(page, accountId, seeded.conversationId);
  const log = page.getByRole('log', { name: c.messagesLabel });
  const recipients = page.getByRole('group', { name: cp.recipients });
  await expect(recipients.getByRole('textbox', { name: cp.to })).toBeVisible();
  // Reply-to is not offered on email inboxes.
  await expect(log.getByRole('button', { name: cp.replyTo })).toHaveCount(0);

  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('Your invoice is attached');
  await recipients.getByRole('textbox', { name: cp.cc, exact: true }).fill('boss@example.test, not-an-address');
  await recipients.getByRole('textbox', { name: cp.bcc }).fill('audit@example.test');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  await expect(recipients.getByRole('alert')).toHaveText(fill(cp.invalidEmails, { list: 'not-an-address' }));
  await expect(recipients.getByRole('textbox', { name: cp.cc, exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(log.getByText('Your invoice is attached')).toHaveCount(0);
  await snap(page, 'composer-email-invalid-light');
  await recipients.getByRole('textbox', { name: cp.cc, exact: true }).fill('boss@example.test, team@example.test');
  await expect(recipients.getByRole('alert')).toHaveCount(0);
  await threeLooks(page, 'composer-email', async () => {
    const arFields = page.getByRole('group', { name: ar.composer.recipients });
    await arFields
      .getByRole('textbox', { name: ar.composer.cc, exact: true })
      .fill('boss@example.test, team@example.test');
    await arFields.getByRole('textbox', { name: ar.composer.bcc }).fill('audit@example.test');
  });
  // Back in English: the reply's draft survived the reloads; the recipients are filled again.
  await expect(reply).toHaveText('Your invoice is attached');
  await recipients.getByRole('textbox', { name: cp.cc, exact: true }).fill('boss@example.test, team@example.test');
  await recipients.getByRole('textbox', { name: cp.bcc }).fill('audit@example.test');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  const sent = log.getByRole('article').filter({ hasText: 'Your invoice is attached' });
  // To is the contact, as the field showed it from the start; Cc and Bcc as typed.
  await expect(sent.getByRole('definition')).toHaveText([
    /^mia\.mail\.\d+@example\.test$/,
    'boss@example.test, team@example.test',
    'audit@example.test',
  ]);
  await expect(recipients.getByRole('textbox', { name: cp.cc, exact: true })).toHaveValue('');
  await expect(recipients.getByRole('textbox', { name: cp.to })).toHaveValue(/^mia\.mail\.\d+@example\.test$/);
  await snap(page, 'composer-email-sent-light');
  await expect
    .poll(async () => (await storedMessages(request, headers, accountId, seeded.conversationId)).at(-1))
    .toMatchObject({
      content: 'Your invoice is attached',
      content_attributes: { cc_emails: ['boss@example.test', 'team@example.test'], bcc_emails: ['audit@example.test'] },
    });
});
