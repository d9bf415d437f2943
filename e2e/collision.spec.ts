import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { seedConversation } from './conversationSeed.ts';
import { text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

const c = text.conversations;
const ed = text.editor;

/**
 * Two agents on one conversation: each sees the other in the header, and the one who was still
 * writing when the other replied is asked to read that reply before sending.
 */
test('collision: who else is viewing, and review before sending over a colleague', async ({
  page,
  browser,
  context,
  request,
  mailbox,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Collide'));
  const accountId = user.account_id ?? 0;
  const agent = await createAgent(
    request,
    mailbox,
    { headers, accountId },
    { name: 'Dana Colleague', email: `dana-${Date.now()}@example.test`, password: 'dana-secret-1' },
  );
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Kim Client', count: 1 });
  await apiAs(request, headers).post(`/api/v1/accounts/${accountId}/inbox_members`, {
    inbox_id: seeded.inboxId,
    user_ids: [user.id, agent.user.id],
  });
  const url = `/app/accounts/${accountId}/conversations/${seeded.conversationId}`;

  await useSession(context, headers);
  await page.goto(url);
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Message 1 from Kim Client')).toBeVisible();

  const otherContext = await browser.newContext();
  await useSession(otherContext, agent.headers);
  const other = await otherContext.newPage();
  await other.goto(url);
  await expect(other.getByRole('log', { name: c.messagesLabel }).getByText('Message 1 from Kim Client')).toBeVisible();

  // Each sees the other as "also viewing".
  await expect(page.getByRole('status', { name: /Dana Colleague/ })).toBeVisible({ timeout: 15_000 });
  await expect(other.getByRole('status', { name: new RegExp(user.name) })).toBeVisible({ timeout: 15_000 });
  await snap(page, 'collision-viewing-light');

  // The agent starts writing; meanwhile the administrator replies.
  const reply = other.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('I can help with that');
  await page.getByRole('textbox', { name: ed.replyLabel }).click();
  await page.getByRole('textbox', { name: ed.replyLabel }).pressSequentially('Already on it');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  const otherLog = other.getByRole('log', { name: c.messagesLabel });
  await expect(otherLog.getByText('Already on it')).toBeVisible();

  // Sending now asks to review the colleague's reply first; "review" keeps the draft.
  await other.getByRole('button', { name: ed.send, exact: true }).click();
  const dialog = other.getByRole('dialog', { name: text.collision.reviewTitle });
  await expect(dialog).toBeVisible();
  await snap(other, 'collision-review-light');
  await dialog.getByRole('button', { name: text.collision.review }).click();
  await expect(dialog).toHaveCount(0);
  await expect(otherLog.getByText('I can help with that')).toHaveCount(0);
  // Having seen it, the next send goes straight out.
  await other.getByRole('button', { name: ed.send, exact: true }).click();
  await expect(otherLog.getByText('I can help with that')).toBeVisible();
  await expect(log.getByText('I can help with that')).toBeVisible();

  // Leaving the conversation withdraws the notice.
  await other.goto(`/app/accounts/${accountId}/dashboard`);
  await expect(page.getByRole('status', { name: /Dana Colleague/ })).toHaveCount(0, { timeout: 15_000 });
  await otherContext.close();
});
