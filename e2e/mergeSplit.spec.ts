import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { apiAs, createAgent } from './seed.ts';
import { fill, serverText, text } from './pages/text.ts';

const c = text.conversations;
const tools = text.conversationTools;
const lines = serverText.activity.merge;

/** One contact with two conversations in one inbox: A (2 messages) and the newer B (1 message). */
const seedPair = async (request: APIRequestContext, label: string) => {
  const person = newPerson(label);
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  const a = await seedConversation(request, headers, accountId, user.id, { contactName: 'Jane Customer', count: 2 });
  const api = apiAs(request, headers);
  const base = `/api/v1/accounts/${accountId}`;
  const b = await api.post<{ id: number }>(`${base}/conversations`, { inbox_id: a.inboxId, contact_id: a.contactId });
  await api.post(`${base}/conversations/${b.id}/messages`, { content: 'Newer question', message_type: 'incoming' });
  return { headers, accountId, person, a: a.conversationId, b: b.id };
};

const openMergeDialog = async (page: Page, id: number) => {
  await page.getByRole('button', { name: c.moreActions }).click();
  await page.getByRole('menuitem', { name: tools.merge.action }).click();
  const dialog = page.getByRole('dialog', { name: fill(tools.merge.title, { id: String(id) }) });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('merge a conversation into the contact’s other one, read it there, then unmerge it', async ({
  page,
  context,
  request,
}) => {
  const seed = await seedPair(request, 'Merger');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.a}`);
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Message 1 from Jane Customer')).toBeVisible();

  const dialog = await openMergeDialog(page, seed.a);
  const target = dialog.getByRole('radio', { name: new RegExp(`#${seed.b}\\b`) });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await target.check();
  await expectAccessible(page, 'merge dialog');
  await snap(page, 'merge-dialog-light');
  await dialog.getByRole('button', { name: tools.merge.submit, exact: true }).click();

  // The target opens with the moved messages interleaved and a line naming the source.
  await expect(page).toHaveURL(new RegExp(`/conversations/${seed.b}$`));
  await expect(log.getByText('Message 1 from Jane Customer')).toBeVisible();
  await expect(log.getByText('Newer question')).toBeVisible();
  const name = seed.person.user_full_name;
  await expect(log.getByText(fill(lines.mergedFrom, { id: String(seed.a), user: name }))).toBeVisible();

  // The source says where it went; Unmerge puts its messages back.
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.a}`);
  const notice = page.getByRole('note').filter({ hasText: fill(tools.merged.notice, { id: String(seed.b) }) });
  await expect(notice).toBeVisible();
  await expect(log.getByText(fill(lines.mergedInto, { id: String(seed.b), user: name }))).toBeVisible();
  await expectAccessible(page, 'merged conversation');
  await snap(page, 'merge-source-light');
  await notice.getByRole('button', { name: tools.merged.unmerge }).click();
  const confirm = page.getByRole('dialog', { name: fill(tools.merged.unmergeTitle, { id: String(seed.a) }) });
  await confirm.getByRole('button', { name: tools.merged.unmerge }).click();
  await expect(notice).toBeHidden();
  await expect(log.getByText('Message 1 from Jane Customer')).toBeVisible();
  await expect(log.getByText(fill(lines.unmergedFrom, { id: String(seed.b), user: name }))).toBeVisible();

  // The contact panel's previous conversations read B's messages in place.
  const panel = page.getByRole('complementary', { name: c.panel.label });
  const expand = panel.getByRole('button', { name: fill(tools.previous.show, { id: String(seed.b) }) });
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Newer question')).toBeVisible();
  await expectAccessible(page, 'previous conversation expanded');

  // Dark, then Arabic: the dialog looked at in both.
  await page.emulateMedia({ colorScheme: 'dark' });
  await openMergeDialog(page, seed.a);
  await expectAccessible(page, 'merge dialog (dark)', { colour: 'only' });
  await snap(page, 'merge-dialog-dark');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.conversations.moreActions }).click();
  await page.getByRole('menuitem', { name: ar.conversationTools.merge.action }).click();
  await expect(
    page.getByRole('dialog', { name: fill(ar.conversationTools.merge.title, { id: String(seed.a) }) }),
  ).toBeVisible();
  await expectAccessible(page, 'merge dialog (Arabic)', { colour: 'skip' });
  await snap(page, 'merge-dialog-ar');
});

/** A signed-in admin on a conversation of `contactName` with `count` messages; its split dialog at message 2. */
const openSplitAtSecond = async (
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  label: string,
  contactName: string,
  count: number,
) => {
  const person = newPerson(label);
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName, count });
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  const log = page.getByRole('log', { name: c.messagesLabel });
  const second = log.getByRole('article').filter({ hasText: `Message 2 from ${contactName}` });
  await second.hover();
  await second.getByRole('button', { name: tools.split.action }).click();
  const dialog = page.getByRole('dialog', { name: tools.split.title });
  await expect(dialog).toBeVisible();
  return { person, accountId, conversationId: seeded.conversationId, log, dialog };
};

test('split a conversation at a message: it and the later ones move to a new conversation', async ({
  page,
  context,
  request,
}) => {
  const { person, accountId, conversationId, log, dialog } = await openSplitAtSecond(
    { page, context, request },
    'Splitter',
    'Sam Split',
    3,
  );
  const seeded = { conversationId };
  await expectAccessible(page, 'split dialog');
  await snap(page, 'split-dialog-light');
  await dialog.getByRole('button', { name: tools.split.submit, exact: true }).click();

  await expect(page).not.toHaveURL(new RegExp(`/conversations/${seeded.conversationId}$`));
  await expect(log.getByText('Message 2 from Sam Split')).toBeVisible();
  await expect(log.getByText('Message 3 from Sam Split')).toBeVisible();
  await expect(log.getByText('Message 1 from Sam Split')).toHaveCount(0);
  const splitLine = fill(serverText.activity.merge.splitFrom, {
    id: String(seeded.conversationId),
    user: person.user_full_name,
  });
  await expect(log.getByText(splitLine)).toBeVisible();
  await snap(page, 'split-new-light');

  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  await expect(log.getByText('Message 1 from Sam Split')).toBeVisible();
  await expect(log.getByText('Message 2 from Sam Split')).toHaveCount(0);
});

test('bulk merge: two conversations of one contact merge into the newest', async ({ page, context, request }) => {
  const seed = await seedPair(request, 'Bulkmerger');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/dashboard`);
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  const list = page.getByRole('list', { name: c.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('checkbox').first().check();
  const bar = page.getByRole('toolbar', { name: c.bulk.label });
  await bar.getByRole('checkbox', { name: c.bulk.selectAll }).check();
  await bar.getByRole('button', { name: tools.bulk.action, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: tools.bulk.title });
  await expect(confirm).toContainText(fill(tools.bulk.description, { name: 'Jane Customer', id: String(seed.b) }));
  await expectAccessible(page, 'bulk merge confirmation');
  await confirm.getByRole('button', { name: tools.merge.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/conversations/${seed.b}$`));
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Message 2 from Jane Customer')).toBeVisible();
  await expect(log.getByText('Newer question')).toBeVisible();
});

test('split a chosen set: two messages that are not next to each other move, the rest stay', async ({
  page,
  context,
  request,
}) => {
  // Three looks (light, dark, Arabic) and two splits' worth of reloads.
  test.setTimeout(120_000);
  const { accountId, conversationId, log, dialog } = await openSplitAtSecond(
    { page, context, request },
    'Setsplitter',
    'Sam Set',
    4,
  );
  const seeded = { conversationId };
  const choices = dialog.getByRole('group', { name: tools.split.pick });
  const box = (n: number) => choices.getByRole('checkbox', { name: new RegExp(`Message ${n} from Sam Set`) });
  // This message and every later one start checked.
  await expect(box(1)).not.toBeChecked();
  for (const n of [2, 3, 4]) await expect(box(n)).toBeChecked();

  // Nothing checked, then everything checked: each says what is wrong and nothing moves.
  for (const n of [2, 3, 4]) await box(n).uncheck();
  await dialog.getByRole('button', { name: tools.split.submit, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tools.split.noneChosen);
  // The keyboard reaches the list: Space checks the focused message.
  await box(1).focus();
  await page.keyboard.press('Space');
  await expect(box(1)).toBeChecked();
  for (const n of [2, 3, 4]) await box(n).check();
  await dialog.getByRole('button', { name: tools.split.submit, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tools.split.allChosen);
  await expectAccessible(page, 'split dialog with an error');

  // Messages 2 and 4 only.
  for (const n of [1, 3]) await box(n).uncheck();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'split dialog, a chosen set');
  await snap(page, 'split-set-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'split dialog (dark)', { colour: 'only' });
  await snap(page, 'split-set-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: tools.split.submit, exact: true }).click();

  await expect(page).not.toHaveURL(new RegExp(`/conversations/${seeded.conversationId}$`));
  await expect(log.getByText('Message 2 from Sam Set')).toBeVisible();
  await expect(log.getByText('Message 4 from Sam Set')).toBeVisible();
  await expect(log.getByText('Message 1 from Sam Set')).toHaveCount(0);
  await expect(log.getByText('Message 3 from Sam Set')).toHaveCount(0);

  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  await expect(log.getByText('Message 1 from Sam Set')).toBeVisible();
  await expect(log.getByText('Message 3 from Sam Set')).toBeVisible();
  await expect(log.getByText('Message 2 from Sam Set')).toHaveCount(0);
  await expect(log.getByText('Message 4 from Sam Set')).toHaveCount(0);

  // Arabic: the dialog right to left.
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arLog = page.getByRole('log', { name: ar.conversations.messagesLabel });
  const third = arLog.getByRole('article').filter({ hasText: 'Message 3 from Sam Set' });
  await third.hover();
  await third.getByRole('button', { name: ar.conversationTools.split.action }).click();
  await expect(page.getByRole('dialog', { name: ar.conversationTools.split.title })).toBeVisible();
  await expectAccessible(page, 'split dialog (Arabic)', { colour: 'skip' });
  await snap(page, 'split-set-ar');
});

test('a previous conversation opens side by side and closes with Escape; the reply draft stays', async ({
  page,
  context,
  request,
}) => {
  const seed = await seedPair(request, 'Sidebyside');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.a}`);
  const reply = page.getByRole('textbox', { name: text.editor.replyLabel });
  await reply.click();
  await page.keyboard.type('Half-written answer');
  await expect(reply).toHaveText('Half-written answer');

  const panel = page.getByRole('complementary', { name: c.panel.label });
  const open = panel.getByRole('button', { name: fill(tools.previous.sideBySide, { id: String(seed.b) }) });
  await open.click();
  const sheet = page.getByRole('region', { name: fill(tools.previous.sheetTitle, { id: String(seed.b) }) });
  await expect(sheet.getByText('Newer question')).toBeVisible();
  await expect(sheet.getByRole('button', { name: text.common.close })).toBeFocused();
  // Side by side, not over: the current conversation stays usable and its draft goes on growing.
  await reply.click();
  await page.keyboard.type(' and more');
  await expect(reply).toHaveText('Half-written answer and more');
  await sheet.getByRole('button', { name: text.common.close }).focus();
  await expectAccessible(page, 'previous conversation side by side');
  await snap(page, 'side-by-side-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'side by side (dark)', { colour: 'only' });
  await snap(page, 'side-by-side-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/conversations/${seed.a}$`));
  await expect(reply).toHaveText('Half-written answer and more');

  // Arabic: the sheet on the left edge, right to left; the draft is still there after it closes.
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('button', { name: fill(ar.conversationTools.previous.sideBySide, { id: String(seed.b) }) })
    .click();
  const arSheet = page.getByRole('region', {
    name: fill(ar.conversationTools.previous.sheetTitle, { id: String(seed.b) }),
  });
  await expect(arSheet.getByText('Newer question')).toBeVisible();
  await expectAccessible(page, 'side by side (Arabic)', { colour: 'skip' });
  await snap(page, 'side-by-side-ar');
  await page.keyboard.press('Escape');
  await expect(arSheet).toBeHidden();
  await expect(page.getByRole('textbox', { name: ar.editor.replyLabel })).toHaveText('Half-written answer and more');
});

test('More actions emails the transcript: a bad address is named, a good one is mailed', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const seed = await seedPair(request, 'Transcript');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.a}`);
  await page.getByRole('button', { name: c.moreActions }).click();
  await page.getByRole('menuitem', { name: c.actions.transcript }).click();
  const dialog = page.getByRole('dialog', { name: c.transcript.title });
  const address = dialog.getByRole('textbox', { name: c.transcript.email });
  await address.fill('not an address');
  await dialog.getByRole('button', { name: c.transcript.send }).click();
  await expect(dialog.getByText(c.transcript.invalid)).toBeVisible();
  await expectAccessible(page, 'transcript dialog');

  const to = `transcript-${seed.accountId}@example.test`;
  await address.fill(to);
  await dialog.getByRole('button', { name: c.transcript.send }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(c.transcript.sent)).toBeVisible();
  await expect
    .poll(() => mailbox.mails.find((m) => m.to.includes(to))?.subject)
    .toBe(`[#${seed.a}] Conversation Transcript`);
});

test('an administrator deletes a conversation from More actions; an agent has no such item', async ({
  page,
  context,
  request,
  mailbox,
  browser,
}) => {
  const seed = await seedPair(request, 'Deleter');
  await useSession(context, seed.headers);
  await page.goto(`/app/accounts/${seed.accountId}/conversations/${seed.a}`);
  await page.getByRole('button', { name: c.moreActions }).click();
  await page.getByRole('menuitem', { name: c.actions.delete }).click();
  const confirm = page.getByRole('dialog', { name: fill(c.actions.deleteTitle, { id: String(seed.a) }) });
  await expect(confirm.getByText(c.actions.deleteBody)).toBeVisible();
  await expectAccessible(page, 'delete conversation dialog');
  await snap(page, 'delete-conversation-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'delete conversation dialog (dark)', { colour: 'only' });
  await snap(page, 'delete-conversation-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  // Cancel keeps it.
  await confirm.getByRole('button', { name: c.cancel }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: c.moreActions }).click();
  await page.getByRole('menuitem', { name: c.actions.delete }).click();
  await confirm.getByRole('button', { name: c.actions.delete }).click();
  await expect(page.getByText(c.actions.deleted)).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/conversations/${seed.a}$`));
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(c.tabs.all) })).toContainText('1');
  const list = page.getByRole('list', { name: c.listLabel });
  await expect(list.getByRole('checkbox', { name: fill(c.select, { id: String(seed.b) }) })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: fill(c.select, { id: String(seed.a) }) })).toHaveCount(0);
  const gone = await request.get(`/api/v1/accounts/${seed.accountId}/conversations/${seed.a}`, {
    headers: seed.headers,
  });
  expect(gone.status()).toBe(404);

  // An agent of the same account, a member of the inbox, is not offered the item.
  const agentPerson = newPerson('NoDelete');
  const agent = await createAgent(request, mailbox, seed, {
    name: agentPerson.user_full_name,
    email: agentPerson.email,
    password: agentPerson.password,
  });
  const shown = (await (
    await request.get(`/api/v1/accounts/${seed.accountId}/conversations/${seed.b}`, { headers: seed.headers })
  ).json()) as { inbox_id: number };
  await apiAs(request, seed.headers).post(`/api/v1/accounts/${seed.accountId}/inbox_members`, {
    inbox_id: shown.inbox_id,
    user_ids: [agent.user.id],
  });
  const agentContext = await browser.newContext();
  await useSession(agentContext, agent.headers);
  const agentPage = await agentContext.newPage();
  await agentPage.goto(`/app/accounts/${seed.accountId}/conversations/${seed.b}`);
  await agentPage.getByRole('button', { name: c.moreActions }).click();
  await expect(agentPage.getByRole('menuitem', { name: c.actions.markUnread })).toBeVisible();
  await expect(agentPage.getByRole('menuitem', { name: c.actions.delete })).toHaveCount(0);
  await agentContext.close();
});
