import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../server/test/fakeOpenAi.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_OPENAI_PORT } from './constants.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

const C = text.captainCopilot;
const ANSWER = 'Hello Rita, your parcel left our warehouse today and arrives on Friday [1].';

const promote = (userId: number) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/promoteSuperAdmin.ts', String(userId)], {
    env: process.env,
  });

/** Opens the copilot beside the conversation, in the words of the language on screen. */
const openCopilot = async (page: Page, words: { conversations: { copilot: string }; captainCopilot: typeof C }) => {
  await page.getByRole('button', { name: words.conversations.copilot, exact: true }).click();
  const panel = page.getByRole('complementary', { name: words.captainCopilot.title, exact: true });
  await expect(panel).toBeVisible();
  return panel;
};

test('an agent asks Copilot about the conversation, sees the answer stream in and sends it as the reply', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fake = await startFakeOpenAi(FAKE_OPENAI_PORT);
  fake.script(
    // After the conversation was read (the tool's answer is in the prompt), the answer; before it, the tool call.
    { when: 'Message 1 from Rita', content: ANSWER },
    { when: C.prompts.reply, toolCalls: [{ name: 'get_conversation', arguments: {} }] },
  );
  const person = newPerson('Copilot');
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  promote(user.id);
  try {
    const set = await request.patch('/api/v1/super_admin/captain_settings', {
      headers,
      data: { endpoint: fake.baseUrl, api_key: FAKE_OPENAI_KEY, model: 'local-llama' },
    });
    expect(set.status()).toBe(200);
    const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Rita', count: 1 });
    await useSession(page.context(), headers);
    await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);

    // A suggested question: the tool step shows, then the answer (streamed over /cable) with its source.
    let panel = await openCopilot(page, text);
    await expect(panel.getByRole('textbox', { name: C.inputLabel })).toBeFocused();
    await panel.getByRole('button', { name: C.prompts.reply }).click();
    const log = panel.getByRole('log', { name: C.messages });
    await expect(log.getByText(C.tools.get_conversation)).toBeVisible();
    await expect(log.getByText(ANSWER)).toBeVisible();
    await expect(log.getByRole('link', { name: `#${seeded.conversationId}` })).toBeVisible();
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain('Message 1 from Rita');
    await expectAccessible(page, 'copilot panel');
    await snap(page, 'copilot-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'copilot panel dark');
    await snap(page, 'copilot-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // A typed follow-up (the fake now echoes): Shift+Enter adds a line, Enter sends; the thread keeps both answers.
    fake.reset();
    const input = panel.getByRole('textbox', { name: C.inputLabel });
    await input.fill('Thanks');
    await input.press('Shift+Enter');
    await input.pressSequentially('and the tracking link?');
    await expect(input).toHaveValue('Thanks\nand the tracking link?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(log.getByText(/^Echo: Thanks\s+and the tracking link\?$/)).toBeVisible();
    await expect(log.getByRole('button', { name: C.useInReply })).toHaveCount(2);

    // Use in reply: the first answer, without its source marker, goes into the reply box; the agent sends it.
    await log.getByRole('button', { name: C.useInReply }).first().click();
    const reply = page.getByRole('textbox', { name: text.editor.replyLabel });
    const sent = 'Hello Rita, your parcel left our warehouse today and arrives on Friday.';
    await expect(reply).toHaveText(sent);
    await page.getByRole('button', { name: text.editor.send, exact: true }).click();
    await expect(page.getByRole('log', { name: text.conversations.messagesLabel }).getByText(sent)).toBeVisible();

    // The thread is kept: the threads list names it; Escape closes the panel and focus returns to its button.
    await panel.getByRole('button', { name: C.threads }).click();
    await expect(panel.getByRole('navigation', { name: C.threads }).getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: text.conversations.copilot, exact: true })).toBeFocused();

    // Arabic: right to left, the kept thread reopens with its answers in place.
    await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    panel = await openCopilot(page, ar);
    await expect(panel.getByText(ar.captainCopilot.tools.get_conversation)).toBeVisible();
    await expect(panel.getByText(ANSWER)).toBeVisible();
    await expectAccessible(page, 'copilot panel arabic');
    await snap(page, 'copilot-ar');
    await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

    // A narrow screen: the copilot opens as a side sheet over the conversation; Escape closes it.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: text.conversations.copilot, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: C.title });
    await expect(sheet.getByText(ANSWER)).toBeVisible();
    await expectAccessible(page, 'copilot sheet narrow');
    await snap(page, 'copilot-narrow');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  } finally {
    // The console's settings are the installation's: leave the shared e2e server without Captain.
    await request.patch('/api/v1/super_admin/captain_settings', {
      headers,
      data: { endpoint: '', api_key: '', model: '', monthly_limit: null },
    });
    await fake.close();
  }
});
