import type { Page } from '@playwright/test';
import { startFakeLinear, type TFakeLinear } from '../server/test/fakeLinear.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_LINEAR_PORT } from './constants.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, serverText, text } from './pages/text.ts';
import { createAgent } from './seed.ts';

const I = text.integrationsPage;
const L = text.linearPanel;

let linear: TFakeLinear;
test.beforeAll(async () => {
  linear = await startFakeLinear(FAKE_LINEAR_PORT);
});
test.afterAll(async () => {
  await linear.close();
});

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

test('Linear: an admin connects through Linear’s consent page; an agent creates, links and unlinks issues', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const admin = await signUpViaApi(page.request, newPerson('Linear'));
  const accountId = Number(admin.user.account_id);
  const agentPerson = { name: 'Sam Agent', email: `sam-${Date.now()}@example.test`, password: 'sam-secret-12' };
  const agent = await createAgent(page.request, mailbox, { headers: admin.headers, accountId }, agentPerson);
  const seeded = await seedConversation(page.request, admin.headers, accountId, agent.user.id, {
    contactName: 'Dana Buyer',
    count: 1,
  });
  const base = `/app/accounts/${accountId}`;

  // The administrator connects Linear: its consent page (the local stand-in), then back to the app page.
  await useSession(page.context(), admin.headers);
  await page.goto(`${base}/settings/integrations`);
  await page.getByRole('link', { name: new RegExp(I.apps.linear.name) }).click();
  await expect(page.getByRole('heading', { name: I.apps.linear.name, level: 1 })).toBeVisible();
  await expect(page.getByText(I.notConnected)).toBeVisible();
  await snap(page, 'linear-app-light');
  await expectAccessible(page, 'Linear app page');
  await page.getByRole('link', { name: I.connectLinear }).click();
  await expect(page.getByRole('heading', { name: 'Authorize Helpdesk' })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page.getByText(I.linearConnected)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/settings/integrations/linear$`));
  await expect(page.getByRole('link', { name: I.reconnectLinear })).toBeVisible();
  await snap(page, 'linear-app-connected-light');

  // The agent opens the conversation: the sidebar has a Linear section with nothing linked yet.
  await useSession(page.context(), agent.headers);
  await page.goto(`${base}/conversations/${seeded.conversationId}`);
  const panel = page.getByRole('region', { name: L.title });
  await expect(panel.getByText(L.empty)).toBeVisible();

  // Create an issue: the title and description come from the conversation.
  await panel.getByRole('button', { name: L.create }).click();
  const dialog = page.getByRole('dialog', { name: L.createTitle });
  await expect(dialog.getByLabel(L.fields.title)).toHaveValue('Message 1 from Dana Buyer');
  await expect(dialog.getByLabel(L.fields.description)).toHaveValue(/> Dana Buyer: Message 1 from Dana Buyer/);
  await expect(dialog.getByLabel(L.fields.description)).toHaveValue(
    new RegExp(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`),
  );
  // The team is required.
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog.getByText(L.required)).toBeVisible();
  await dialog.getByLabel(L.fields.team).selectOption({ label: 'Engineering' });
  await dialog.getByLabel(L.fields.state).selectOption({ label: 'In Progress' });
  await dialog.getByLabel(L.fields.assignee).selectOption({ label: 'Ada Lovelace' });
  await dialog.getByLabel(L.fields.priority).selectOption({ label: L.priority['2'] });
  // Linear refuses this title: its reason shows, and nothing typed is lost.
  await dialog.getByLabel(L.fields.title).fill('Export button: please refuse me');
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog.getByText(/Title is not acceptable/)).toBeVisible();
  await expect(dialog.getByLabel(L.fields.state)).toHaveValue('state-eng-progress');
  await snap(page, 'linear-create-light');
  await expectAccessible(page, 'Linear create issue dialog');
  await dialog.getByLabel(L.fields.title).fill('Export button does nothing');
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog).toBeHidden();

  const linked = panel.getByRole('list', { name: L.linkedLabel });
  const created = linear.issues().find((i) => i.title === 'Export button does nothing')!;
  expect(created).toMatchObject({ teamId: 'team-eng', stateId: 'state-eng-progress', priority: 2 });
  await expect(linked.getByRole('listitem').filter({ hasText: 'Export button does nothing' })).toContainText(
    'In Progress',
  );
  await expect(
    linked.getByRole('link', { name: fill(L.openIssue, { identifier: created.identifier }) }),
  ).toHaveAttribute('href', `https://linear.app/acme/issue/${created.identifier}`);
  await expect(linked).toContainText(L.priority['2']);
  await expect(
    page.getByText(fill(serverText.activity.linear.created, { issue: created.identifier, user: agentPerson.name })),
  ).toBeVisible();

  // Link an existing issue: search as you type, pick it.
  await panel.getByRole('button', { name: L.link }).click();
  const linkDialog = page.getByRole('dialog', { name: L.linkTitle });
  await linkDialog.getByLabel(L.search).fill('safari');
  await expect(linkDialog.getByText('Export fails on Safari')).toBeVisible();
  await snap(page, 'linear-link-light');
  await expectAccessible(page, 'Linear link dialog');
  await linkDialog.getByRole('button', { name: fill(L.linkIssue, { identifier: 'ENG-2' }) }).click();
  await expect(linkDialog).toBeHidden();
  await expect(linked.getByRole('listitem')).toHaveCount(2);
  await expect(linked).toContainText('Export fails on Safari');
  await snap(page, 'linear-panel-light');
  await expectAccessible(page, 'Linear panel');

  // Unlink it, after a confirmation.
  await linked.getByRole('button', { name: fill(L.unlink, { identifier: 'ENG-2' }) }).click();
  await page.getByRole('button', { name: L.unlinkConfirm }).click();
  await expect(linked.getByRole('listitem')).toHaveCount(1);
  await expect(linked).not.toContainText('Export fails on Safari');
  expect(linear.attachments()).toHaveLength(1);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('region', { name: L.title }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'linear-panel-dark');
  await expectAccessible(page, 'Linear panel (dark)');
  await page.getByRole('region', { name: L.title }).getByRole('button', { name: L.create }).click();
  await expect(page.getByRole('dialog', { name: L.createTitle })).toBeVisible();
  await snap(page, 'linear-create-dark');
  await expectAccessible(page, 'Linear create issue dialog (dark)');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });

  await toArabic(page);
  await expect(page.getByRole('region', { name: 'Linear' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'linear-panel-ar');
  await expectAccessible(page, 'Linear panel (Arabic)');
  await useSession(page.context(), admin.headers);
  await page.goto(`${base}/settings/integrations/linear`);
  await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
  await snap(page, 'linear-app-ar');
  await expectAccessible(page, 'Linear app page (Arabic)');
});
