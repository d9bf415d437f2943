import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { contactInboxes, conversations, events } from '../../db/schema/index.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api, credentialCheckReply, startFakeProvider, type TFakeProvider } from '../../test/fakeProvider.ts';
import { twilioSignature } from '../providers/signatures.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from '../email/testing/emailFixtures.ts';
import { buildApiInbox, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

/**
 * The conversation door (openConversation): an agent, a widget visitor, a client-API contact, a provider's
 * inbound message and an inbound email all open their conversation through it, under the same rules —
 * display ids from the account's sequence, the contact inbox linked, pending in an inbox an agent bot
 * answers, conversation.created once (naming the agent only when an agent opened it).
 */

const BASE = 'https://helpdesk.test';
const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  FRONTEND_URL: BASE,
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
});

let fake: TFakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider((req) => credentialCheckReply(req) ?? { status: 404, body: {} });
  t.config.messaging.twilioApiUrl = fake.url;
});
afterAll(() => fake.close());

const twilioSms = (to: string, from: string, sid: string) => {
  const params = { AccountSid: 'AC123', To: to, From: from, MessageSid: sid, Body: 'Hi' };
  return t.app.inject({
    method: 'POST',
    url: '/twilio/callback',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature('secret-token', `${BASE}/twilio/callback`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
};

/** One inbox per origin in a fresh account, each answered by an agent bot when `bot`. */
const openFromEveryOrigin = async (admin: TMember, phone: string, bot: boolean) => {
  const website = await buildWebsiteInbox(t, admin);
  const apiInbox = await buildApiInbox(t, admin);
  const sms = await api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: {
      name: 'SMS',
      medium: 'sms',
      account_sid: 'AC123',
      auth_token: 'secret-token',
      phone_number: phone,
    },
  });
  const email = await createEmailInbox(t, admin);
  if (bot) {
    const b = await api<{ id: number }>(t, admin, 'POST', '/agent_bots', {
      name: 'Triage',
      outgoing_url: 'http://127.0.0.1:9/bot',
    });
    for (const id of [website.id, apiInbox.id, sms.id, email.id]) {
      const set = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/inboxes/${id}/set_agent_bot`,
        headers: admin.headers,
        payload: { agent_bot: b.id },
      });
      expect(set.statusCode).toBe(204);
    }
  }

  // Agent: the new conversation screen / API, for a contact of the API inbox.
  const contact = await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', {
    name: 'Called by an agent',
  });
  await api(t, admin, 'POST', '/conversations', {
    inbox_id: apiInbox.id,
    contact_id: contact.payload.contact.id,
    message: { content: 'We called you' },
  });
  // Widget visitor.
  const visitor = await widgetVisitor(t, website.website_token);
  expect((await visitor.call('POST', '/messages', { message: { content: 'Hello' } })).statusCode).toBe(200);
  // Client API.
  const pub = (path: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/public/api/v1/inboxes/${apiInbox.inbox_identifier}${path}`,
      payload: payload as never,
    });
  const client = (await pub('/contacts', { name: 'App user' })).json<{ source_id: string }>();
  expect((await pub(`/contacts/${client.source_id}/conversations`, {})).statusCode).toBe(200);
  // Provider inbound (Twilio SMS).
  expect((await twilioSms(phone, '+15557771234', `SM${phone}`)).statusCode).toBe(200);
  // Inbound email.
  const mail = await rawEmail({
    from: 'mia@customer.test',
    to: email.email,
    subject: 'Help',
    messageId: `<${phone}@customer.test>`,
    text: 'Help me',
  });
  expect((await relay(t, mail)).statusCode).toBeLessThan(300);

  const rows = await t.database.db
    .select({ conversation: conversations, contactInbox: contactInboxes })
    .from(conversations)
    .innerJoin(contactInboxes, eq(contactInboxes.id, conversations.contactInboxId))
    .where(eq(conversations.accountId, admin.accountId))
    .orderBy(asc(conversations.id));
  const created = await t.database.db
    .select({ data: events.data })
    .from(events)
    .where(and(eq(events.accountId, admin.accountId), eq(events.name, 'conversation.created')))
    .orderBy(asc(events.id));
  return { rows, created: created.map((e) => e.data), inboxes: { website, apiInbox, sms, email } };
};

describe('openConversation: one door for every origin', () => {
  it('agent, widget, client API, provider and email conversations follow the same rules and events', async () => {
    const admin = await buildAdmin(t);
    const { rows, created, inboxes } = await openFromEveryOrigin(admin, '+15550301000', false);
    expect(rows.map((r) => r.conversation.inboxId)).toEqual([
      inboxes.apiInbox.id,
      inboxes.website.id,
      inboxes.apiInbox.id,
      inboxes.sms.id,
      inboxes.email.id,
    ]);
    // The account's display ids in order, each linked to the contact's identity in the inbox.
    expect(rows.map((r) => r.conversation.displayId)).toEqual([1, 2, 3, 4, 5]);
    for (const { conversation, contactInbox } of rows) {
      expect(contactInbox.contactId).toBe(conversation.contactId);
      expect(contactInbox.inboxId).toBe(conversation.inboxId);
      expect(conversation.status).toBe(STATUS_VALUE.open);
    }
    // conversation.created exactly once each; only the agent's names a performer.
    expect(created.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    expect(created.map((d) => (d.performer as { id: number } | undefined)?.id ?? null)).toEqual([
      admin.user.id,
      null,
      null,
      null,
      null,
    ]);
  });

  it('every origin starts pending in an inbox an agent bot answers', async () => {
    const admin = await buildAdmin(t);
    const { rows, created } = await openFromEveryOrigin(admin, '+15550302000', true);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.conversation.status)).toEqual(Array(5).fill(STATUS_VALUE.pending));
    expect(created.map((d) => d.status)).toEqual(Array(5).fill('pending'));
  });

  it('an agent who asks for another status or an assignee gets it, the assignee as participant', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const contact = await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', { name: 'C' });
    const conv = await api<{ id: number; status: string; meta: { assignee: { id: number } | null } }>(
      t,
      admin,
      'POST',
      '/conversations',
      { inbox_id: inbox.id, contact_id: contact.payload.contact.id, status: 'resolved', assignee_id: admin.user.id },
    );
    expect(conv).toMatchObject({ status: 'resolved', meta: { assignee: { id: admin.user.id } } });
    const participants = await api<{ id: number }[]>(t, admin, 'GET', `/conversations/${conv.id}/participants`);
    expect(participants.map((p) => p.id)).toEqual([admin.user.id]);
  });
});
