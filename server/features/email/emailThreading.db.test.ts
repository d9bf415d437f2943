import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { api } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from './testing/emailFixtures.ts';
import { startSmtpSink, type TSmtpSink } from './testing/smtpSink.ts';

const t = setupTestApp({
  FRONTEND_URL: 'https://helpdesk.test',
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
  ...ALLOW_PRIVATE_TARGETS,
});
let smtp: TSmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t.config.smtp = { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(() => smtp.close());

const convsOf = (inboxId: number) =>
  t.database.db.select().from(conversations).where(eq(conversations.inboxId, inboxId)).orderBy(conversations.id);
const lastMessage = async (inboxId: number) =>
  (await t.database.db.select().from(messages).where(eq(messages.inboxId, inboxId)).orderBy(messages.id)).at(-1)!;

/** An email inbox and a first mail from Alice, which opens a conversation. */
const started = async (admin: TMember) => {
  const inbox = await createEmailInbox(t, admin, { name: 'Acme' });
  await relay(
    t,
    await rawEmail({
      from: 'Alice <alice@customer.test>',
      to: inbox.email,
      subject: 'Printer',
      messageId: `<a1-${inbox.id}@customer.test>`,
      text: 'It smokes.',
      attachments: [{ filename: 'photo.txt', content: 'smoke' }],
    }),
  );
  const [conv] = await convsOf(inbox.id);
  return { inbox, conv: conv! };
};

const req = (member: TMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/accounts/${member?.accountId ?? 1}${url}`,
    headers: member?.headers ?? {},
    payload: payload as never,
  });

describe('threading and content', () => {
  it('joins by In-Reply-To, then References, then reply+<uuid>@; a new subject opens a new conversation', async () => {
    const admin = await buildAdmin(t);
    const { inbox, conv } = await started(admin);
    const other = await relay(
      t,
      await rawEmail({
        from: 'alice@customer.test',
        to: inbox.email,
        subject: 'Another question',
        messageId: `<b1-${inbox.id}@customer.test>`,
        text: 'New topic.',
      }),
    );
    expect(other.statusCode).toBe(204);
    const [, second] = await convsOf(inbox.id);
    expect(second?.id).not.toBe(conv.id);
    // References only (no In-Reply-To): the newest known id wins.
    await relay(
      t,
      await rawEmail({
        from: 'alice@customer.test',
        to: inbox.email,
        subject: 'Re: Printer',
        messageId: `<a2-${inbox.id}@customer.test>`,
        references: [`<a1-${inbox.id}@customer.test>`, '<unknown@x.test>'],
        text: 'Still smoking.\n\n-- \nAlice Martin\nACME Corp',
      }),
    );
    const byRefs = await lastMessage(inbox.id);
    expect(byRefs.conversationId).toBe(conv.id);
    // The signature is trimmed from what is shown and kept with the quoted part.
    expect(byRefs.content).toBe('Still smoking.');
    expect((byRefs.contentAttributes.email as { text_content: { quoted: string } }).text_content.quoted).toContain(
      'ACME Corp',
    );
    // In-Reply-To names the second conversation, References the first: In-Reply-To wins.
    await relay(
      t,
      await rawEmail({
        from: 'alice@customer.test',
        to: inbox.email,
        subject: 'Re: Another question',
        messageId: `<b2-${inbox.id}@customer.test>`,
        inReplyTo: `<b1-${inbox.id}@customer.test>`,
        references: [`<a1-${inbox.id}@customer.test>`],
        html: '<p>Thanks</p><div class="gmail_signature">Alice, ACME</div><div class="gmail_quote">old</div>',
      }),
    );
    const byInReplyTo = await lastMessage(inbox.id);
    expect(byInReplyTo.conversationId).toBe(second!.id);
    const html = (byInReplyTo.contentAttributes.email as { html_content: { reply: string; full: string } })
      .html_content;
    expect(html.reply).toContain('Thanks');
    expect(html.reply).not.toMatch(/ACME|old/);
    expect(html.full).toContain('Alice, ACME');
    // Unknown ids but a reply+ address: the conversation it names.
    await relay(
      t,
      await rawEmail({
        from: 'alice@customer.test',
        to: `reply+${conv.uuid}@reply.helpdesk.test`,
        subject: 'Re: Printer',
        messageId: `<a3-${inbox.id}@customer.test>`,
        inReplyTo: '<lost@customer.test>',
        text: 'Via reply address.',
      }),
    );
    expect((await lastMessage(inbox.id)).conversationId).toBe(conv.id);
    expect(await convsOf(inbox.id)).toHaveLength(2);
  });

  it('keeps the raw mail for "show original", behind the conversation’s access', async () => {
    const admin = await buildAdmin(t);
    const { inbox, conv } = await started(admin);
    const [msg] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conv.id), eq(messages.messageType, 0)));
    const url = `/conversations/${conv.displayId}/messages/${msg!.id}/original`;
    const ok = await req(admin, 'GET', url);
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ source: string; size: number; truncated: boolean }>();
    expect(body.source).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(body.source).toContain(`Message-ID: <a1-${inbox.id}@customer.test>`);
    expect(body.truncated).toBe(false);
    expect((await req(null, 'GET', url)).statusCode).toBe(401);
    const stranger = await buildAdmin(t);
    expect((await req(stranger, 'GET', url)).statusCode).toBe(404);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    expect((await req(outsider, 'GET', url)).statusCode).toBe(401);
    // A message of another conversation through this one's URL is not found.
    const other = await started(admin);
    expect(
      (await req(admin, 'GET', `/conversations/${other.conv.displayId}/messages/${msg!.id}/original`)).statusCode,
    ).toBe(404);
  });
});

describe('forward', () => {
  it('forwards a message with its files from the inbox’s address, with an activity line', async () => {
    const admin = await buildAdmin(t);
    const { inbox, conv } = await started(admin);
    const [msg] = await t.database.db.select().from(messages).where(eq(messages.conversationId, conv.id));
    const before = smtp.mails.length;
    const res = await req(admin, 'POST', `/conversations/${conv.displayId}/forward`, {
      to: 'expert@partner.test',
      message_id: msg!.id,
      note: 'Can you **look** at this?',
    });
    expect(res.statusCode).toBe(200);
    const mail = smtp.mails[before]!;
    expect(mail.envelope.to).toEqual(['expert@partner.test']);
    expect(mail.parsed.from?.value[0]?.address).toBe(inbox.email);
    expect(mail.parsed.subject).toBe('Fwd: Printer');
    expect(mail.parsed.text).toContain('Can you look at this?');
    expect(mail.parsed.text).toContain('---------- Forwarded message ----------');
    expect(mail.parsed.text).toContain('From: Alice <alice@customer.test>');
    expect(mail.parsed.text).toContain('It smokes.');
    expect(mail.parsed.html).toContain('<strong>look</strong>');
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['photo.txt']);
    const line = await lastMessage(inbox.id);
    expect(line).toMatchObject({ messageType: 2 });
    expect(line.content).toMatch(/forwarded a message to expert@partner\.test/);

    const whole = await req(admin, 'POST', `/conversations/${conv.displayId}/forward`, { to: 'boss@partner.test' });
    expect(whole.statusCode).toBe(200);
    const thread = smtp.mails.at(-1)!;
    expect(thread.parsed.text).toContain('---------- Forwarded conversation ----------');
    expect(thread.parsed.text).toContain('It smokes.');
    expect((await lastMessage(inbox.id)).content).toMatch(/forwarded the conversation to boss@partner\.test/);
  });

  it('422 for a bad address; 404 for another account or a message of another conversation; 401 outside', async () => {
    const admin = await buildAdmin(t);
    const { conv } = await started(admin);
    const url = `/conversations/${conv.displayId}/forward`;
    const before = smtp.mails.length;
    const bad = await req(admin, 'POST', url, { to: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('to');
    expect((await req(null, 'POST', url, { to: 'x@y.test' })).statusCode).toBe(401);
    expect((await req(await buildAdmin(t), 'POST', url, { to: 'x@y.test' })).statusCode).toBe(404);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    expect((await req(outsider, 'POST', url, { to: 'x@y.test' })).statusCode).toBe(401);
    const other = await started(admin);
    const [foreign] = await t.database.db.select().from(messages).where(eq(messages.conversationId, other.conv.id));
    expect((await req(admin, 'POST', url, { to: 'x@y.test', message_id: foreign!.id })).statusCode).toBe(404);
    expect(smtp.mails.length).toBe(before);
  });
});

describe('inbox signature', () => {
  it('is sanitised on save and, when the inbox says so, appended to replies with the agent’s name', async () => {
    const admin = await buildAdmin(t);
    const { inbox, conv } = await started(admin);
    const patch = (channel: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
        headers: admin.headers,
        payload: { channel },
      });
    const saved = await patch({
      email_signature: '<p><b>{{agent.name}}</b> · Acme</p><script>alert(1)</script><a href="javascript:x">x</a>',
      signature_source: 'inbox',
    });
    expect(saved.statusCode).toBe(200);
    const shown = saved.json<{ email_signature: string; signature_source: string }>();
    expect(shown.signature_source).toBe('inbox');
    expect(shown.email_signature).toBe(
      '<p><b>{{agent.name}}</b> · Acme</p><a rel="noopener noreferrer nofollow">x</a>',
    );
    expect((await patch({ signature_source: 'nobody' })).statusCode).toBe(422);
    const before = smtp.mails.length;
    await api(t, admin, 'POST', `/conversations/${conv.displayId}/messages`, { content: 'On it.' });
    await drainJobs(t.deps, { names: ['email.deliver'] });
    const sent = smtp.mails[before]!;
    expect(sent.parsed.html).toContain(`<b>${admin.user.name}</b> · Acme`);
    expect(sent.parsed.text).toMatch(new RegExp(`On it\\.\\n\\n-- \\n${admin.user.name} · Acme`));
    // Back to each agent's own: nothing appended.
    await patch({ signature_source: 'agent' });
    await api(t, admin, 'POST', `/conversations/${conv.displayId}/messages`, { content: 'Done.' });
    await drainJobs(t.deps, { names: ['email.deliver'] });
    expect(smtp.mails.at(-1)!.parsed.text?.trim()).toBe('Done.');
  });
});
