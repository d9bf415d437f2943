import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../server/test/fakeOpenAi.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_OPENAI_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const C = text.captainAssistants;

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { env: process.env }).toString();

/** A screen checked with axe and photographed in light, dark and Arabic (right to left), then back in English. */
const threeLooksAxe = async (page: Page, name: string, ready: (arabic: boolean) => Promise<void>) => {
  await expectAccessible(page, `${name} light`);
  await snap(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${name} dark`, { colour: 'only' });
  await snap(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready(true);
  await expectAccessible(page, `${name} arabic`);
  await snap(page, `${name}-ar`);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await ready(false);
};

test('an administrator sets up an assistant; it answers a widget visitor from the FAQ, then hands off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fake = await startFakeOpenAi(FAKE_OPENAI_PORT);
  const site = await startWidgetSite();
  const { user, headers } = await signUpViaApi(page.request, newPerson('Ava'));
  const accountId = user.account_id ?? 0;
  const root = `/api/v1/accounts/${accountId}`;
  const api = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) => {
    const res = await page.request.fetch(url, { method, headers, data: data as never });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  try {
    // The installation's model is the fake (as the console sets it).
    node('e2e/promoteSuperAdmin.ts', String(user.id));
    await api('PATCH', '/api/v1/super_admin/captain_settings', {
      endpoint: fake.baseUrl,
      api_key: FAKE_OPENAI_KEY,
      model: 'local-llama',
    });
    const inbox = await api<{ id: number; website_token: string }>('POST', `${root}/inboxes`, {
      name: 'Shop chat',
      channel: { type: 'web_widget', website_url: site.origin, welcome_title: 'Hi', welcome_tagline: 'Ask away' },
    });
    await api('POST', `${root}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
    site.embed(inbox.website_token);
    await useSession(page.context(), headers);

    // Captain → Assistants: empty, then a new assistant from the dialog.
    await page.goto(`/app/accounts/${accountId}/captain`);
    await expect(page.getByRole('heading', { name: C.title, level: 1 })).toBeVisible();
    await expect(page.getByText(C.emptyTitle)).toBeVisible();
    await page.getByRole('button', { name: C.add }).click();
    const dialog = page.getByRole('dialog', { name: C.createTitle });
    await dialog.getByLabel(C.fields.name, { exact: true }).fill('Ava');
    await dialog.getByLabel(C.fields.productName, { exact: true }).fill('Acme Shop');
    await dialog.getByRole('button', { name: C.create }).click();
    await expect(page.getByRole('link', { name: 'Ava' })).toBeVisible();
    await threeLooksAxe(page, 'captain-assistants', async (arabic) => {
      await expect(page.getByRole('link', { name: 'Ava' })).toBeVisible();
      if (arabic) await expect(page.getByRole('heading', { name: ar.captainAssistants.title, level: 1 })).toBeVisible();
    });

    // Its page: a hand-off message, a guardrail, and the website inbox connected.
    await page.getByRole('link', { name: 'Ava' }).click();
    await page.getByLabel(C.fields.handoff, { exact: true }).fill('A person from our team will be with you shortly.');
    await page.getByRole('button', { name: C.addRule }).nth(1).click();
    await page
      .getByRole('textbox', { name: fill(C.ruleNumbered, { legend: C.fields.guardrails, n: '1' }) })
      .fill('Never promise refunds');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/captain/'));
    await page.getByRole('button', { name: text.common.save }).click();
    const res = await saved;
    expect(res.status(), await res.text()).toBe(200);
    await expect(page.getByText(C.saved, { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: C.inboxes.pick }).selectOption({ label: 'Shop chat' });
    await page.getByRole('button', { name: C.inboxes.add, exact: true }).click();
    await expect(page.getByRole('button', { name: fill(C.inboxes.remove, { name: 'Shop chat' }) })).toBeVisible();
    await threeLooksAxe(page, 'captain-assistant', async () => {
      await expect(page.getByRole('button', { name: /Shop chat/ })).toBeVisible();
    });
    const assistantId = Number(/assistants\/(\d+)/.exec(page.url())?.[1]);
    // An administrator's own FAQ is approved at once (Captain's FAQ API).
    const faqId = (
      await api<{ id: number }>('POST', `${root}/captain/assistant_responses`, {
        assistant_id: assistantId,
        question: 'How long does shipping take?',
        answer: 'Shipping takes 3 to 5 business days.',
      })
    ).id;

    // The model looks the FAQ up, then answers citing it; asked for a human, it hands off.
    fake.script(
      {
        when: 'How long does shipping take?',
        once: true,
        toolCalls: [{ name: 'faq_lookup', arguments: { query: 'shipping' } }],
      },
      {
        when: 'Shipping takes 3 to 5',
        once: true,
        content: JSON.stringify({
          reply: 'Shipping takes 3 to 5 business days.',
          action: 'continue',
          citations: [`faq:${faqId}`],
        }),
      },
      { when: 'talk to a human', toolCalls: [{ name: 'handoff', arguments: { reason: 'asked' } }] },
    );
    const { visitor, box, log } = await visitorWrites(browser, site.origin, 'How long does shipping take?');
    await expect(log.getByText('Shipping takes 3 to 5 business days.')).toBeVisible();
    await expect(log.getByText('Ava', { exact: true })).toBeVisible();
    await snap(visitor, 'captain-widget-answer-light');
    const pending = await api<{ data: { payload: { id: number }[] } }>(
      'GET',
      `${root}/conversations?status=pending&assignee_type=all&inbox_id=${inbox.id}`,
    );
    const conversationId = pending.data.payload[0]?.id ?? 0;
    expect(conversationId).toBeGreaterThan(0);

    await box.fill('Can I talk to a human please?');
    await box.press('Enter');
    await expect(log.getByText('A person from our team will be with you shortly.')).toBeVisible();
    await snap(visitor, 'captain-widget-handoff-light');
    await expect
      .poll(async () => {
        const c = await api<{ status: string; meta: { assignee: { id: number } | null } }>(
          'GET',
          `${root}/conversations/${conversationId}`,
        );
        return [c.status, c.meta.assignee?.id ?? null];
      })
      .toEqual(['open', user.id]);
    // The agent sees Captain's answer, named and marked as a bot, and the hand-off.
    await page.goto(`/app/accounts/${accountId}/conversations/${conversationId}`);
    const answer = page.getByRole('article', { name: fill(text.conversations.message.from, { name: 'Ava' }) });
    await expect(answer.first()).toContainText('Shipping takes 3 to 5 business days.');
    await expect(
      page
        .getByRole('log', { name: text.conversations.messagesLabel })
        .getByText('A person from our team will be with you shortly.'),
    ).toBeVisible();
    await snap(page, 'captain-dashboard-handoff-light');
    await visitor.close();

    // Playground: the same assistant, no conversation; the answer shows its action and source.
    fake.script({
      when: 'Do you ship abroad',
      content: JSON.stringify({ reply: 'Yes, worldwide.', action: 'continue', citations: [] }),
    });
    await page.goto(`/app/accounts/${accountId}/captain/assistants/${assistantId}/playground`);
    await page.getByRole('textbox', { name: C.playground.message }).fill('Do you ship abroad?');
    await page.getByRole('button', { name: C.playground.send, exact: true }).click();
    await expect(page.getByText('Yes, worldwide.')).toBeVisible();
    await expect(page.getByText(C.playground.actions.continue)).toBeVisible();
    await threeLooksAxe(page, 'captain-playground', async (arabic) => {
      const words = arabic ? ar.captainAssistants : C;
      await expect(page.getByRole('textbox', { name: words.playground.message })).toBeVisible();
    });

    // Tools and report.
    await page.goto(`/app/accounts/${accountId}/captain/tools`);
    await page.getByRole('button', { name: C.tools.add }).click();
    const tool = page.getByRole('dialog', { name: C.tools.addTitle });
    await tool.getByLabel(C.tools.fields.title, { exact: true }).fill('Order status');
    await tool.getByLabel(C.tools.fields.url, { exact: true }).fill(`${site.origin}/orders/{{order_id}}`);
    await tool.getByLabel(C.tools.fields.authType, { exact: true }).selectOption('bearer');
    await tool.getByLabel(C.tools.authFields.token, { exact: true }).fill('secret-token-123456');
    await tool.getByRole('button', { name: C.tools.addParam }).click();
    await tool.getByLabel(C.tools.paramName, { exact: true }).fill('order_id');
    await tool.getByRole('button', { name: text.common.save }).click();
    await expect(page.getByRole('table').getByText('Order status', { exact: true })).toBeVisible();
    await threeLooksAxe(page, 'captain-tools', async () => {
      await expect(page.getByRole('table')).toBeVisible();
    });
    await page.goto(`/app/accounts/${accountId}/captain/report`);
    await expect(page.getByRole('definition').first()).toHaveText(/\d/);
    await threeLooksAxe(page, 'captain-report', async () => {
      await expect(page.getByRole('definition').first()).toBeVisible();
    });
  } finally {
    await site.close();
    await fake.close();
  }
});
