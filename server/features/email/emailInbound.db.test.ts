import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, conversations, messages } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { eventsAfter, lastEventId, snapshot } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, RELAY_URL, relay } from './testing/emailFixtures.ts';

const t = setupTestApp({
  FRONTEND_URL: 'https://helpdesk.test',
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const conversationsOf = (accountId: number) =>
  t.database.db.select().from(conversations).where(eq(conversations.accountId, accountId)).orderBy(conversations.id);
const messagesOf = (accountId: number) =>
  t.database.db.select().from(messages).where(eq(messages.accountId, accountId)).orderBy(messages.id);

describe('inbound email relay', () => {
  it('401 without or with a wrong password; 404 when the relay password is not configured', async () => {
    const raw = await rawEmail({ from: 'a@x.test', to: 'b@y.test', subject: 'Hi', text: 'x' });
    const none = await t.app.inject({
      method: 'POST',
      url: RELAY_URL,
      headers: { 'content-type': 'message/rfc822' },
      payload: raw,
    });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
    expect((await relay(t, raw, 'wrong')).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: RELAY_URL,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`actionmailbox:${RELAY_PASSWORD}`).toString('base64')}`,
      },
      payload: { raw: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const saved = t.config.inboundEmail.relayPassword;
    t.config.inboundEmail.relayPassword = null;
    try {
      expect((await relay(t, raw)).statusCode).toBe(404);
    } finally {
      t.config.inboundEmail.relayPassword = saved;
    }
  });

  it('turns a new email into a contact, a conversation with its subject and an incoming message', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const seq = await lastEventId(t, admin.accountId);
    const res = await relay(
      t,
      await rawEmail({
        from: 'Alice Martin <Alice@Customer.test>',
        to: inbox.email,
        cc: 'boss@customer.test',
        subject: 'Printer on fire',
        messageId: '<first-1@customer.test>',
        text: 'It is smoking.\n\nOn Mon, Bob wrote:\n> old stuff',
        html: '<p>It is <b>smoking</b>.</p><script>alert(1)</script><img src="x" onerror="alert(1)"><blockquote>old stuff</blockquote>',
      }),
    );
    expect(res.statusCode).toBe(204);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Alice Martin', email: 'alice@customer.test' }]);
    const [conv] = await conversationsOf(admin.accountId);
    expect(conv).toMatchObject({
      inboxId: inbox.id,
      status: 0,
      additionalAttributes: { mail_subject: 'Printer on fire', source: 'email', cc: ['boss@customer.test'] },
    });
    const [msg] = await messagesOf(admin.accountId);
    expect(msg).toMatchObject({
      messageType: 0,
      contentType: 8,
      content: 'It is smoking.',
      sourceId: 'first-1@customer.test',
      senderType: 'Contact',
    });
    const email = msg!.contentAttributes.email as {
      subject: string;
      from: string[];
      cc: string[];
      html_content: { full: string; reply: string };
      text_content: { full: string; reply: string; quoted: string };
    };
    expect(email).toMatchObject({
      subject: 'Printer on fire',
      from: ['alice@customer.test'],
      cc: ['boss@customer.test'],
    });
    expect(email.text_content.quoted).toContain('> old stuff');
    expect(email.html_content.full).toContain('<b>smoking</b>');
    expect(email.html_content.full).not.toMatch(/script|onerror|alert/);
    expect(email.html_content.full).toContain('<blockquote>old stuff</blockquote>');
    expect(email.html_content.reply).not.toContain('old stuff');
    expect(await eventsAfter(t, admin.accountId, seq, 'conversation.created')).toHaveLength(1);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.created')).toHaveLength(1);
  });

  it('threads a reply (In-Reply-To) into the same conversation and reopens it; a duplicate Message-ID stores once', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const first = await rawEmail({
      from: 'bob@customer.test',
      to: inbox.email,
      subject: 'Refund',
      messageId: '<r1@customer.test>',
      text: 'I want a refund',
    });
    expect((await relay(t, first)).statusCode).toBe(204);
    const [conv] = await conversationsOf(admin.accountId);
    await t.database.db.update(conversations).set({ status: 1 }).where(eq(conversations.id, conv!.id));
    const reply = await rawEmail({
      from: 'bob@customer.test',
      to: inbox.email,
      subject: 'Re: Refund',
      messageId: '<r2@customer.test>',
      inReplyTo: '<r1@customer.test>',
      references: ['<r1@customer.test>'],
      text: 'Any news?',
    });
    expect((await relay(t, reply)).statusCode).toBe(204);
    expect((await relay(t, reply)).statusCode).toBe(204);
    expect((await relay(t, first)).statusCode).toBe(204);
    const convs = await conversationsOf(admin.accountId);
    expect(convs).toHaveLength(1);
    expect(convs[0]!.status).toBe(0);
    // The reopen is written down, as for every other origin of an incoming message.
    expect((await messagesOf(admin.accountId)).map((m) => m.content)).toEqual([
      'I want a refund',
      'Any news?',
      'System reopened the conversation due to a new incoming message.',
    ]);
    // Without threading headers the next mail is a new conversation (one conversation per email thread).
    await relay(
      t,
      await rawEmail({
        from: 'bob@customer.test',
        to: inbox.email,
        subject: 'Other',
        messageId: '<r3@c.test>',
        text: 'New',
      }),
    );
    expect(await conversationsOf(admin.accountId)).toHaveLength(2);
  });

  it('routes by the forwarding address and by reply+<uuid>@, stores attachments and inline images', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    await relay(
      t,
      await rawEmail({
        from: 'carol@customer.test',
        to: 'help@customer-domain.test',
        headers: { 'Delivered-To': inbox.forward_to_email },
        subject: 'Screenshot',
        messageId: '<f1@customer.test>',
        html: '<p>See <img src="cid:shot@x"></p>',
        attachments: [
          { filename: 'shot.png', content: PNG, contentType: 'image/png', cid: 'shot@x' },
          { filename: 'log.txt', content: 'line 1', contentType: 'text/plain' },
        ],
      }),
    );
    const [conv] = await conversationsOf(admin.accountId);
    expect(conv).toBeDefined();
    const [msg] = await messagesOf(admin.accountId);
    expect(msg!.content).toBe('See');
    const files = await t.database.db.select().from(attachments).where(eq(attachments.messageId, msg!.id));
    expect(files.map((f) => [f.fileName, f.fileType])).toEqual([
      ['shot.png', 0],
      ['log.txt', 3],
    ]);
    expect(fs.readFileSync(path.join(t.deps.uploads.root, files[1]!.fileKey!), 'utf8')).toBe('line 1');
    const html = (msg!.contentAttributes.email as { html_content: { full: string } }).html_content.full;
    expect(html).toContain(`src="/uploads/${files[0]!.fileKey}"`);
    // The customer answers the reply+<uuid>@ Reply-To of our mail, from another client without threading headers.
    await relay(
      t,
      await rawEmail({
        from: 'carol@other-client.test',
        to: `reply+${conv!.uuid}@reply.helpdesk.test`,
        subject: 'Re: Screenshot',
        messageId: '<f2@customer.test>',
        text: 'Thanks',
      }),
    );
    expect(await conversationsOf(admin.accountId)).toHaveLength(1);
    const all = await messagesOf(admin.accountId);
    expect(all.map((m) => [m.content, m.senderId])).toEqual([
      ['See', conv!.contactId],
      ['Thanks', conv!.contactId],
    ]);
  });

  it('accepts a mail far larger than the JSON body limit (a 3 MB attachment)', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const res = await relay(
      t,
      await rawEmail({
        from: 'big@customer.test',
        to: inbox.email,
        subject: 'Big',
        messageId: '<big@customer.test>',
        text: 'Attached',
        attachments: [{ filename: 'big.bin', content: big, contentType: 'application/octet-stream' }],
      }),
    );
    expect(res.statusCode).toBe(204);
    const [msg] = await messagesOf(admin.accountId);
    const [file] = await t.database.db.select().from(attachments).where(eq(attachments.messageId, msg!.id));
    expect(file!.fileSize).toBe(big.length);
  });

  it('drops bounces and new auto-replies; keeps mail addressed to another account in that account only', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const otherInbox = await createEmailInbox(t, other);
    await relay(
      t,
      await rawEmail({
        from: 'dave@customer.test',
        to: inbox.email,
        subject: 'Mine',
        messageId: '<t1@customer.test>',
        text: 'for account A',
      }),
    );
    const [convA] = await conversationsOf(admin.accountId);
    // Addressed to B's inbox but pointing at A's message: stays in B, as a new conversation.
    await relay(
      t,
      await rawEmail({
        from: 'mallory@evil.test',
        to: otherInbox.email,
        subject: 'Re: Mine',
        messageId: '<t2@evil.test>',
        inReplyTo: '<t1@customer.test>',
        text: 'sneaky',
      }),
    );
    // A reply+ address with an unknown uuid and no inbox address goes nowhere.
    await relay(
      t,
      await rawEmail({
        from: 'mallory@evil.test',
        to: 'reply+00000000-0000-4000-8000-000000000000@reply.helpdesk.test',
        subject: 'x',
        messageId: '<t3@evil.test>',
        text: 'lost',
      }),
    );
    await relay(
      t,
      await rawEmail({
        from: 'MAILER-DAEMON@mx.test',
        to: inbox.email,
        subject: 'Undelivered Mail Returned to Sender',
        messageId: '<t4@mx.test>',
        text: 'bounce',
      }),
    );
    await relay(
      t,
      await rawEmail({
        from: 'erin@customer.test',
        to: inbox.email,
        subject: 'Out of office',
        messageId: '<t5@customer.test>',
        headers: { 'Auto-Submitted': 'auto-replied' },
        text: 'away',
      }),
    );
    expect((await messagesOf(admin.accountId)).map((m) => m.content)).toEqual(['for account A']);
    expect(await conversationsOf(admin.accountId)).toHaveLength(1);
    expect(convA).toBeDefined();
    const bMessages = await messagesOf(other.accountId);
    expect(bMessages.map((m) => m.content)).toEqual(['sneaky']);
    expect(bMessages[0]!.conversationId).not.toBe(convA!.id);
  });
});
