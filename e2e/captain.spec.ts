import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../server/test/fakeOpenAi.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_OPENAI_PORT } from './constants.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const A = text.captainAssist;
const S = text.superAdmin.captain;

const promote = (userId: number) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/promoteSuperAdmin.ts', String(userId)], {
    env: process.env,
  });

/**
 * Opens Captain's dialog from the reply box and rewrites the draft (the fake model answers deterministically), in
 * the words of the language on screen (`words`: English's catalogue or another).
 */
const rewrite = async (page: Page, words: { routes: { captain: string }; captainAssist: typeof A } = text) => {
  const W = words.captainAssist;
  await page.getByRole('button', { name: words.routes.captain, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: W.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: W.actions.fix_spelling_grammar }).click();
  await expect(page.getByRole('region', { name: W.result })).toHaveText('Thank you for waiting, Rita.');
  return page.getByRole('dialog', { name: W.actions.fix_spelling_grammar });
};

test('the console connects Captain; an agent rewrites a reply and inserts a summary from the palette', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fake = await startFakeOpenAi(FAKE_OPENAI_PORT);
  fake.script(
    { when: 'Task: fix_spelling_grammar', content: 'Thank you for waiting, Rita.' },
    { when: 'Task: summarize', content: 'Rita wrote once; nobody has answered yet.' },
  );
  const person = newPerson('Captain');
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  promote(user.id);
  try {
    // The installation console: the model's endpoint, key and model, a monthly limit; the key shows masked.
    await useSession(page.context(), headers);
    await page.goto('/app/super_admin/settings');
    const form = page.getByRole('form', { name: S.title });
    await form.getByRole('textbox', { name: S.endpoint }).fill(fake.baseUrl);
    await form.getByLabel(S.apiKey).fill(FAKE_OPENAI_KEY);
    await form.getByRole('textbox', { name: S.model, exact: true }).fill('local-llama');
    await form.getByRole('spinbutton', { name: S.monthlyLimit }).fill('50');
    await form.getByRole('button', { name: S.save }).click();
    await expect(page.getByText(fill(S.apiKeySet, { masked: '••••-key' }))).toBeVisible();
    await expect(form.getByLabel(S.apiKey)).toHaveValue('');
    await expectAccessible(page, 'console captain settings');

    // An agent's draft, rewritten by Captain: previewed first, the draft untouched until Replace.
    const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Rita', count: 1 });
    await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
    const reply = page.getByRole('textbox', { name: text.editor.replyLabel });
    await reply.fill('thnak you for wating rita');
    const preview = await rewrite(page);
    const sent = fake.requests.at(-1)?.body as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('local-llama');
    expect(sent.messages.at(-1)?.content).toBe('thnak you for wating rita');
    await expectAccessible(page, 'captain preview');
    await snap(page, 'captain-preview-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'captain preview dark');
    await snap(page, 'captain-preview-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    // Cancel leaves the draft as it was; Replace puts the suggestion in its place.
    await preview.getByRole('button', { name: A.cancel }).click();
    await expect(reply).toHaveText('thnak you for wating rita');
    const again = await rewrite(page);
    await again.getByRole('button', { name: A.replace }).click();
    await expect(again).toBeHidden();
    await expect(reply).toHaveText('Thank you for waiting, Rita.');

    // The command palette asks the open reply box: the summary is previewed, then inserted below the draft.
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: text.commandPalette.title });
    await palette.getByRole('combobox', { name: text.commandPalette.search }).fill('summarize');
    await palette
      .getByRole('option', { name: fill(text.commandPalette.captain, { action: A.actions.summarize }) })
      .click();
    const summary = page.getByRole('dialog', { name: A.actions.summarize });
    await expect(summary.getByRole('region', { name: A.result })).toHaveText(
      'Rita wrote once; nobody has answered yet.',
    );
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain('Message 1 from Rita');
    await summary.getByRole('button', { name: A.insert }).click();
    await expect(reply).toContainText('Thank you for waiting, Rita.');
    await expect(reply).toContainText('Rita wrote once; nobody has answered yet.');

    // Arabic: the page turns right to left, Captain's words in Arabic.
    await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: ar.editor.replyLabel }).fill('thnak you for wating rita');
    await rewrite(page, ar);
    await expectAccessible(page, 'captain preview arabic');
    await snap(page, 'captain-preview-ar');
    await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
    await page.reload();

    // The account's usage this month, against the console's limit.
    await page.goto(`/app/accounts/${accountId}/settings/general`);
    await expect(page.getByText(fill(text.accountSettings.captain.used, { used: '4', limit: '50' }))).toBeVisible();
    await expectAccessible(page, 'account settings captain usage');
  } finally {
    // The console's settings are the installation's: leave the shared e2e server without Captain.
    await request.patch('/api/v1/super_admin/captain_settings', {
      headers,
      data: { endpoint: '', api_key: '', model: '', monthly_limit: null },
    });
    await fake.close();
  }
});
