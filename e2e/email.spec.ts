import { simpleParser } from 'mailparser';
import { threeLooks } from './threeLooks.ts';
import { expect, newPerson, signUpViaApi, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

const c = text.conversations;
const ed = text.editor;
const cp = text.composer;

const RELAY = '/rails/action_mailbox/relay/inbound_emails';
const basic = (password: string) => `Basic ${Buffer.from(`actionmailbox:${password}`).toString('base64')}`;

/** A customer's mail as a mail server hands it to the relay. */
const customerMail = (o: {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  body: string[];
  cc?: string;
}) =>
  [
    `From: Lina Haddad <${o.from}>`,
    `To: ${o.to}`,
    ...(o.cc ? [`Cc: ${o.cc}`] : []),
    `Subject: ${o.subject}`,
    `Message-ID: ${o.messageId}`,
    'Date: Fri, 20 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...o.body,
    '',
  ].join('\r\n');

test('email inbox: a relayed mail becomes a conversation; the reply with Cc goes out threaded', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Mailroom'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const stamp = Date.now().toString(36);
  const address = `support-${stamp}@example.test`;
  const customer = `lina-${stamp}@customer.example.test`;
  const inbox = await api.post<{ id: number }>(`/api/v1/accounts/${accountId}/inboxes`, {
    name: 'Acme Support',
    channel: { type: 'email', email: address },
  });
  await api.post(`/api/v1/accounts/${accountId}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });

  const mail = customerMail({
    to: address,
    from: customer,
    subject: 'Order 1042 arrived broken',
    messageId: `<first-${stamp}@customer.example.test>`,
    body: ['Hello,', '', 'the mug arrived in pieces. Can you send a new one?', '', 'Lina'],
    // She copies her partner and, as mail clients do on a reply-all, the support address itself.
    cc: `Omar Haddad <omar@example.test>, ${address}`,
  });
  const denied = await request.post(RELAY, {
    headers: { 'content-type': 'message/rfc822', authorization: basic('wrong') },
    data: mail,
  });
  expect(denied.status()).toBe(401);
  const accepted = await request.post(RELAY, {
    headers: { 'content-type': 'message/rfc822', authorization: basic('e2e-relay-password') },
    data: mail,
  });
  expect(accepted.status(), await accepted.text()).toBe(204);

  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/conversations`);
  await page.getByRole('tab', { name: new RegExp(c.tabs.unassigned) }).click();
  await page.getByRole('button', { name: /Lina Haddad/ }).click();
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('the mug arrived in pieces. Can you send a new one?')).toBeVisible();
  // The received mail shows its subject and whom she copied.
  const received = log.getByRole('article').filter({ hasText: 'the mug arrived in pieces' });
  await expect(received.getByRole('definition')).toHaveText([
    'Order 1042 arrived broken',
    `omar@example.test, ${address}`,
  ]);

  const recipients = page.getByRole('group', { name: cp.recipients });
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('Sorry about that! A new mug ships today.');
  // The reply shows whom it goes to: To her, Cc whom she copied (not the inbox itself); the agent adds one.
  await expect(recipients.getByRole('textbox', { name: cp.to, exact: true })).toHaveValue(customer);
  const cc = recipients.getByRole('textbox', { name: cp.cc, exact: true });
  await expect(cc).toHaveValue('omar@example.test');
  await cc.fill('omar@example.test, warehouse@example.test');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  const sent = log.getByRole('article').filter({ hasText: 'A new mug ships today' });
  await expect(sent).toBeVisible();

  // The reply reaches the customer's mailbox, threaded under her mail, with the Cc and a reply+ address.
  await expect.poll(() => mailbox.mails.filter((m) => m.to.includes(customer)).length, { timeout: 15_000 }).toBe(1);
  const caught = mailbox.mails.find((m) => m.to.includes(customer))!;
  expect(caught.to.sort()).toEqual([customer, 'omar@example.test', 'warehouse@example.test'].sort());
  const parsed = await simpleParser(caught.raw);
  expect(parsed.subject).toBe('Re: Order 1042 arrived broken');
  expect(parsed.inReplyTo).toBe(`<first-${stamp}@customer.example.test>`);
  expect(parsed.references).toBe(`<first-${stamp}@customer.example.test>`);
  expect(parsed.from?.value[0]).toMatchObject({ address, name: `Mailroom Tester from Acme Support` });
  expect(parsed.replyTo?.value[0]?.address).toMatch(/^reply\+[0-9a-f-]{36}@reply\.example\.test$/);
  expect(parsed.text).toContain('A new mug ships today.');
  expect(parsed.html).toContain('A new mug ships today.');

  // Her answer to that mail (In-Reply-To our Message-ID) joins the same conversation, live.
  const answer = customerMail({
    to: parsed.replyTo!.value[0]!.address!,
    from: customer,
    subject: 'Re: Order 1042 arrived broken',
    messageId: `<second-${stamp}@customer.example.test>`,
    body: ['Thank you!'],
  });
  const second = await request.post(RELAY, {
    headers: { 'content-type': 'message/rfc822', authorization: basic('e2e-relay-password') },
    data: answer,
  });
  expect(second.status()).toBe(204);
  await expect(log.getByText('Thank you!')).toBeVisible();
  await threeLooks(page, 'email-conversation', async () => {
    await expect(page.getByRole('log').getByText('Thank you!')).toBeVisible();
  });
});
