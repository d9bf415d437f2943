import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../server/test/fakeOpenAi.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_OPENAI_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { threeLooks } from './threeLooks.ts';

const K = text.captainKnowledge;

/** Runs `check` with the dark appearance, then back to light. */
const darkOf = (page: Page) => async (check: () => Promise<unknown>) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await check();
  await page.emulateMedia({ colorScheme: 'light' });
};

const FAQS = {
  faqs: [
    { question: 'How often should I descale my kettle?', answer: 'Once a month, with white vinegar.' },
    { question: 'How long is the warranty?', answer: 'Two years from delivery.' },
    { question: 'Do you ship abroad?', answer: 'Yes, in ten days.' },
  ],
};

test('an administrator uploads a document, approves its generated FAQs in bulk and edits one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const fake = await startFakeOpenAi(FAKE_OPENAI_PORT);
  fake.script({ when: 'Task: faq_generation', content: JSON.stringify(FAQS) });
  try {
    const { headers, user } = await signUpViaApi(request, newPerson('Knowledge'));
    const accountId = user.account_id ?? 0;
    // The account's own model: its OpenAI app pointed at the fake.
    const hook = await request.post(`/api/v1/accounts/${accountId}/integrations/hooks`, {
      headers,
      data: { app_id: 'openai', settings: { api_key: FAKE_OPENAI_KEY, base_url: fake.baseUrl, model: 'local-llama' } },
    });
    expect(hook.ok()).toBe(true);
    const made = await request.post(`/api/v1/accounts/${accountId}/captain/assistants`, {
      headers,
      data: { name: 'Kettle helper', config: { product_name: 'Kettles' } },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const assistantId = ((await made.json()) as { id: number }).id;
    await useSession(page.context(), headers);
    const dark = darkOf(page);

    // Documents: empty, then a file of the wrong type is refused before upload, then a Markdown file is read.
    await page.goto(`/app/accounts/${accountId}/captain/assistants/${assistantId}/documents`);
    await expect(
      page.getByRole('heading', { name: fill(K.documents.titleOf, { name: 'Kettle helper' }) }),
    ).toBeVisible();
    await expect(page.getByText(K.documents.emptyTitle)).toBeVisible();
    const fileForm = page.getByRole('form', { name: K.add.fileTitle });
    await fileForm.getByLabel(K.add.file, { exact: true }).setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('PK'),
    });
    await expect(fileForm.getByText(K.add.wrongType)).toBeVisible();
    const urlForm = page.getByRole('form', { name: K.add.urlTitle });
    await urlForm.getByRole('button', { name: K.add.addUrl }).click();
    await expect(urlForm.getByText(K.add.badUrl)).toBeVisible();
    await fileForm.getByLabel(K.add.file, { exact: true }).setInputFiles({
      name: 'kettle-care.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(
        '# Kettle care\n\nDescale your kettle once a month with white vinegar.\n\nThe warranty lasts two years.',
      ),
    });
    await fileForm.getByRole('button', { name: K.add.upload }).click();
    const row = page.getByRole('row', { name: /kettle-care\.md/ });
    await expect(row.getByText(K.status.available)).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(K.sourceTypes.markdown);
    await row.getByRole('button', { name: fill(K.documents.openNamed, { name: 'kettle-care.md' }) }).click();
    const viewer = page.getByRole('dialog', { name: 'kettle-care.md' });
    await expect(viewer).toContainText('Descale your kettle once a month');
    await expectAccessible(page, 'captain document viewer');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'captain documents');
    await dark(() => expectAccessible(page, 'captain documents dark'));
    await threeLooks(page, 'captain-documents', async () => {
      const title = fill(ar.captainKnowledge.documents.titleOf, { name: 'Kettle helper' });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(ar.captainKnowledge.status.available)).toBeVisible();
      await expectAccessible(page, 'captain documents arabic');
    });

    // FAQs: the model's three wait for review; all approved at once, then one edited.
    await page.getByRole('link', { name: text.captainNav.faqs }).click();
    const table = page.getByRole('table', { name: K.faqs.caption });
    await expect(table.getByRole('row')).toHaveCount(4, { timeout: 20_000 });
    await expect(table).toContainText('How often should I descale my kettle?');
    await expect(table).toContainText('kettle-care.md');
    await expectAccessible(page, 'captain pending faqs');
    await page.getByRole('checkbox', { name: K.faqs.selectAll }).check();
    const bulk = page.getByRole('region', { name: K.faqs.bulkLabel });
    await expect(bulk).toContainText(fill(K.faqs.selected, { n: '3' }));
    await snap(page, 'captain-faqs-selected-light');
    await bulk.getByRole('button', { name: K.faqs.approve }).click();
    await expect(page.getByText(K.faqs.emptyPending)).toBeVisible();
    await page.getByRole('tab', { name: K.faqs.approvedTab }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
    await table
      .getByRole('button', { name: fill(K.faqs.editNamed, { question: 'How long is the warranty?' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: K.faqDialog.editTitle });
    await dialog.getByLabel(K.faqDialog.answer).fill('Three years from delivery.');
    await expectAccessible(page, 'captain faq dialog');
    await dialog.getByRole('button', { name: K.faqDialog.save }).click();
    await expect(dialog).toBeHidden();
    await expect(table).toContainText('Three years from delivery.');
    await page.getByRole('searchbox', { name: K.faqs.search }).fill('warrenty');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: K.faqs.search }).fill('');
    await expectAccessible(page, 'captain approved faqs');
    await dark(() => expectAccessible(page, 'captain approved faqs dark'));
    await threeLooks(page, 'captain-faqs', async () => {
      await page.getByRole('tab', { name: ar.captainKnowledge.faqs.approvedTab }).click();
      await expect(page.getByRole('table', { name: ar.captainKnowledge.faqs.caption })).toContainText('Three years');
      await expectAccessible(page, 'captain approved faqs arabic');
    });
  } finally {
    await fake.close();
  }
});
