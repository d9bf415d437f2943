import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, users } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api, expectFailedWith, messageRow } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from './testing/emailFixtures.ts';
import { startSmtpSink, type TSmtpSink } from './testing/smtpSink.ts';

const t = setupTestApp({
  FRONTEND_URL: 'https://helpdesk.test',
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
  ...ALLOW_PRIVATE_TARGETS,
});
let globalSmtp: TSmtpSink;
let channelSmtp: TSmtpSink;

beforeAll(async () => {
  globalSmtp = await startSmtpSink();
  channelSmtp = await startSmtpSink({ auth: { user: 'inbox-user', pass: 'inbox-pass' } });
  t.config.smtp = { host: '127.0.0.1', port: globalSmtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(async () => {
  await globalSmtp.close();
  await channelSmtp.close();
});

const drain = (now?: Date) => drainJobs(t.deps, { names: ['email.deliver'], now });

/** An email inbox with one conversation started by Alice's mail, and the agent's display name set. */
const emailConversation = async (admin: TMember) => {
  await t.database.db.update(users).set({ displayName: 'Sam' }).where(eq(users.id, admin.user.id));
  const inbox = await createEmailInbox(t, admin, { name: 'Acme Support' });
  await relay(
    t,
    await rawEmail({
      from: 'Alice <alice@customer.test>',
      to: inbox.email,
      subject: 'Printer on fire',
      messageId: '<o1@customer.test>',
      references: ['<o0@customer.test>'],
      text: 'Help!',
    }),
  );
  const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inbox.id));
  return { inbox, conv: conv! };
};

const reply = (admin: TMember, displayId: number, body: Record<string, unknown>) =>
  api<{ id: number }>(t, admin, 'POST', `/conversations/${displayId}/messages`, body);

const multipartReply = async (admin: TMember, displayId: number) => {
  const boundary = 'x-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('content', 'We are **on it**.\n\n- step one\n- step two')),
    Buffer.from(field('cc_emails', 'boss@customer.test')),
    Buffer.from(field('bcc_emails', 'audit@acme.test')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="manual.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4 manual'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}/conversations/${displayId}/messages`,
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>();
};

describe('outbound email', () => {
  it('sends a reply through the global mailer with threading, Reply-To, cc/bcc, html+text and the attachment', async () => {
    const admin = await buildAdmin(t);
    const { inbox, conv } = await emailConversation(admin);
    const msg = await multipartReply(admin, conv.displayId);
    const before = globalSmtp.mails.length;
    await drain();
    const mail = globalSmtp.mails[before]!;
    const row = await messageRow(t, msg.id);
    expect(row.status).toBe(0);
    expect(row.sourceId).toBe(`conversation/${conv.uuid}/messages/${msg.id}@acme.test`);
    const p = mail.parsed;
    expect(p.messageId).toBe(`<${row.sourceId}>`);
    expect(p.from?.value).toEqual([{ address: inbox.email, name: 'Sam from Acme Support' }]);
    expect(p.to && !Array.isArray(p.to) && p.to.value.map((a) => a.address)).toEqual(['alice@customer.test']);
    expect(p.cc && !Array.isArray(p.cc) && p.cc.value.map((a) => a.address)).toEqual(['boss@customer.test']);
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.envelope.to.sort()).toEqual(['alice@customer.test', 'audit@acme.test', 'boss@customer.test']);
    expect(mail.envelope.from).toBe(inbox.email);
    expect(p.subject).toBe('Re: Printer on fire');
    expect(p.inReplyTo).toBe('<o1@customer.test>');
    expect(p.references).toEqual(['<o0@customer.test>', '<o1@customer.test>']);
    expect(p.replyTo?.value).toEqual([{ address: `reply+${conv.uuid}@reply.helpdesk.test`, name: 'Acme Support' }]);
    expect(p.html).toContain('<strong>on it</strong>');
    expect(p.html).toContain('<ul><li>step one</li><li>step two</li></ul>');
    expect(p.text).toContain('We are on it.');
    expect(p.text).toContain('- step two');
    expect(p.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['manual.pdf', 'application/pdf', '%PDF-1.4 manual'],
    ]);
    // The customer answers our mail: In-Reply-To our Message-ID lands in the same conversation.
    await relay(
      t,
      await rawEmail({
        from: 'alice@customer.test',
        to: inbox.email,
        subject: 'Re: Printer on fire',
        messageId: '<o2@customer.test>',
        inReplyTo: p.messageId,
        text: 'Thanks',
      }),
    );
    const convs = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inbox.id));
    expect(convs).toHaveLength(1);
    // A private note never leaves.
    await reply(admin, conv.displayId, { content: 'internal', private: true });
    const count = globalSmtp.mails.length;
    await drain();
    expect(globalSmtp.mails).toHaveLength(count);
  });

  it('marks a 550 as failed with the server’s reason; retry sends it', async () => {
    const admin = await buildAdmin(t);
    const { conv } = await emailConversation(admin);
    const msg = await reply(admin, conv.displayId, { content: 'First try' });
    globalSmtp.refuseNext({ code: 550, text: 'No such user here' });
    await drain();
    await expectFailedWith(t, msg.id, 'No such user here');
    expect((await messageRow(t, msg.id)).sourceId).toBeNull();
    const retried = await api<{ status: string }>(
      t,
      admin,
      'POST',
      `/conversations/${conv.displayId}/messages/${msg.id}/retry`,
    );
    expect(retried.status).toBe('sent');
    const before = globalSmtp.mails.length;
    await drain();
    expect(globalSmtp.mails).toHaveLength(before + 1);
    expect(globalSmtp.mails.at(-1)!.parsed.text).toBe('First try');
    const row = await messageRow(t, msg.id);
    expect(row.sourceId).toContain(`/messages/${msg.id}@`);
    expect(row.contentAttributes.external_error).toBeUndefined();
  });

  it('retries a temporary 451 through the job queue, then sends once', async () => {
    const admin = await buildAdmin(t);
    const { conv } = await emailConversation(admin);
    const msg = await reply(admin, conv.displayId, { content: 'Second try' });
    globalSmtp.refuseNext({ code: 451, text: 'Try again later' });
    const before = globalSmtp.mails.length;
    await drain();
    const waiting = await messageRow(t, msg.id);
    expect(waiting.status).toBe(0);
    expect(waiting.sourceId).toBeNull();
    await drain(new Date(Date.now() + 3_700_000));
    expect(globalSmtp.mails).toHaveLength(before + 1);
    expect((await messageRow(t, msg.id)).sourceId).toContain(`/messages/${msg.id}@`);
  });

  it('sends a new conversation through the inbox’s own SMTP server with its subject', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin, { name: 'Billing' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: {
        sender_name_type: 'professional',
        business_name: 'Acme Billing',
        channel: {
          smtp_enabled: true,
          smtp_address: '127.0.0.1',
          smtp_port: channelSmtp.port,
          smtp_login: 'inbox-user',
          smtp_password: 'inbox-pass',
          smtp_domain: 'acme.test',
          smtp_enable_starttls_auto: false,
          smtp_authentication: 'plain',
          smtp_openssl_verify_mode: 'none',
        },
      },
    });
    expect(patched.statusCode).toBe(200);
    const contact = (
      await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', {
        name: 'Zed',
        email: 'zed@customer.test',
      })
    ).payload.contact;
    const saved = t.config.inboundEmail.replyDomain;
    t.config.inboundEmail.replyDomain = null;
    try {
      const created = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
        inbox_id: inbox.id,
        contact_id: contact.id,
        additional_attributes: { mail_subject: 'Your invoice' },
        message: { content: 'Please find it attached.', to_emails: 'zed@customer.test,accounts@customer.test' },
      });
      const globalBefore = globalSmtp.mails.length;
      const before = channelSmtp.mails.length;
      await drain();
      expect(globalSmtp.mails).toHaveLength(globalBefore);
      const mail = channelSmtp.mails[before]!;
      expect(mail.user).toBe('inbox-user');
      expect(mail.parsed.subject).toBe('Your invoice');
      expect(mail.parsed.from?.value).toEqual([{ address: inbox.email, name: 'Acme Billing' }]);
      expect(mail.parsed.replyTo?.value).toEqual([{ address: inbox.email, name: 'Acme Billing' }]);
      expect(mail.envelope.to.sort()).toEqual(['accounts@customer.test', 'zed@customer.test']);
      expect(mail.parsed.inReplyTo).toBeUndefined();
      // The agent's follow-up continues the thread it started.
      await reply(admin, created.id, { content: 'Reminder' });
      await drain();
      const next = channelSmtp.mails.at(-1)!.parsed;
      expect(next.subject).toBe('Re: Your invoice');
      expect(next.inReplyTo).toBe(mail.parsed.messageId);
    } finally {
      t.config.inboundEmail.replyDomain = saved;
    }
  });

  it('fails at once without a recipient address or an SMTP server', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const contact = (
      await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', { name: 'Nomail' })
    ).payload.contact;
    const conv = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.id,
    });
    const msg = await reply(admin, conv.id, { content: 'Hello?' });
    await drain();
    await expectFailedWith(t, msg.id, 'no email recipient');
    const { conv: withMail } = await emailConversation(admin);
    const saved = t.config.smtp;
    t.config.smtp = null;
    try {
      const second = await reply(admin, withMail.displayId, { content: 'Hello' });
      await drain();
      await expectFailedWith(t, second.id, 'No SMTP server');
    } finally {
      t.config.smtp = saved;
    }
  });
});
