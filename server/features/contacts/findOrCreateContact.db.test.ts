import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { contactInboxes, contacts, events } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api, credentialCheckReply, startFakeProvider, type TFakeProvider } from '../../test/fakeProvider.ts';
import { useWebhookReceivers } from '../../test/webhookReceiver.ts';
import { hubSignature, twilioSignature } from '../providers/signatures.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from '../email/testing/emailFixtures.ts';
import { buildApiInbox, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

/**
 * The contact door (findOrCreateContact + linkContactInbox): every origin creates its contacts and contact
 * inboxes through it, and every new contact is announced once — also for a person who first writes by
 * SMS, WhatsApp or email, whose contact_created account webhook used to never fire.
 */

const BASE = 'https://helpdesk.test';
const WA_SECRET = 'meta-app-secret';
const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  FRONTEND_URL: BASE,
  WHATSAPP_APP_SECRET: WA_SECRET,
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
});

let fake: TFakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider(
    (req) =>
      credentialCheckReply(req) ??
      (req.url.endsWith('/subscribed_apps') ? { status: 200, body: { success: true } } : { status: 404, body: {} }),
  );
  const m = t.config.messaging;
  m.telegramApiUrl = m.lineApiUrl = m.whatsappApiUrl = m.twilioApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const startReceiver = useWebhookReceivers();

const deliverWebhooks = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['account_webhook'] });
};

const contactCreatedIds = async (accountId: number) =>
  (
    await t.database.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.accountId, accountId), eq(events.name, 'contact.created')))
  ).map((e) => e.data.id as number);

const contactIds = async (accountId: number) =>
  (await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId))).map(
    (c) => c.id,
  );

/** Every contact of the account was announced exactly once, and no announcement names a contact twice. */
const expectEachAnnouncedOnce = async (accountId: number) => {
  const ids = (await contactIds(accountId)).sort((a, b) => a - b);
  expect((await contactCreatedIds(accountId)).sort((a, b) => a - b)).toEqual(ids);
  return ids;
};

// --- the three inbound channels ------------------------------------------------------------------------

const twilioInbox = (admin: TMember, phone: string) =>
  api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: {
      name: 'Twilio',
      medium: 'sms',
      account_sid: 'AC123',
      auth_token: 'secret-token',
      phone_number: phone,
    },
  });

const twilioSms = (to: string, from: string, sid: string, body: string) => {
  const params = { AccountSid: 'AC123', To: to, From: from, MessageSid: sid, Body: body };
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

const whatsappInbox = (admin: TMember, phone: string, phoneNumberId: string) =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'WhatsApp',
    channel: {
      type: 'whatsapp',
      provider: 'whatsapp_cloud',
      phone_number: phone,
      provider_config: { api_key: 'wa-key', phone_number_id: phoneNumberId, business_account_id: '222' },
    },
  });

const whatsappText = (phone: string, phoneNumberId: string, from: string, id: string, name: string) => {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '222',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [{ from, id, timestamp: '1700000000', type: 'text', text: { body: 'Hello' } }],
            },
          },
        ],
      },
    ],
  });
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/whatsapp/${phone}`,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(WA_SECRET, raw) },
    payload: raw,
  });
};

describe('findOrCreateContact: contact.created once, for every origin', () => {
  it('delivers the contact_created webhook for a contact who first writes by SMS (Twilio), WhatsApp or email', async () => {
    const admin = await buildAdmin(t);
    const rx = await startReceiver();
    await api(t, admin, 'POST', '/webhooks', { url: rx.url, subscriptions: ['contact_created'] });

    await twilioInbox(admin, '+15550201000');
    await whatsappInbox(admin, '+15550202000', '9202');
    const email = await createEmailInbox(t, admin);
    for (const sid of ['SMdoor1', 'SMdoor2'])
      expect((await twilioSms('+15550201000', '+15557770001', sid, 'Hi')).statusCode).toBe(200);
    for (const id of ['wamid.DOOR1', 'wamid.DOOR2'])
      expect((await whatsappText('+15550202000', '9202', '15557770002', id, 'Layla')).statusCode).toBe(200);
    for (const n of [1, 2])
      expect(
        (
          await relay(
            t,
            await rawEmail({
              from: 'Alice Martin <alice@customer.test>',
              to: email.email,
              subject: `Question ${n}`,
              messageId: `<door-${n}@customer.test>`,
              text: 'Hello',
            }),
          )
        ).statusCode,
      ).toBeLessThan(300);

    await deliverWebhooks();
    const created = rx.got.filter((g) => g.event === 'contact_created');
    // One contact per person, however many messages they sent, each announced once.
    expect(created).toHaveLength(3);
    expect(created.map((g) => [g.name, g.phone_number ?? null, g.email ?? null]).sort()).toEqual(
      [
        ['+15557770001', '+15557770001', null],
        ['Layla', '+15557770002', null],
        ['Alice Martin', null, 'alice@customer.test'],
      ].sort(),
    );
    expect(created.every((g) => (g.account as { id: number }).id === admin.accountId)).toBe(true);
    expect(await expectEachAnnouncedOnce(admin.accountId)).toHaveLength(3);
  });

  it('an existing contact writing on a new channel is found by phone or email: no new contact, no event', async () => {
    const admin = await buildAdmin(t);
    const known = await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', {
      name: 'Known',
      phone_number: '+15557770011',
      email: 'known@customer.test',
    });
    await twilioInbox(admin, '+15550203000');
    const email = await createEmailInbox(t, admin);
    await twilioSms('+15550203000', '+15557770011', 'SMknown1', 'Hi');
    await relay(
      t,
      await rawEmail({
        from: 'KNOWN@customer.test',
        to: email.email,
        subject: 'x',
        messageId: '<k@c.test>',
        text: 'x',
      }),
    );
    expect(await expectEachAnnouncedOnce(admin.accountId)).toEqual([known.payload.contact.id]);
    const links = await t.database.db
      .select()
      .from(contactInboxes)
      .where(eq(contactInboxes.contactId, known.payload.contact.id));
    expect(links.map((l) => l.sourceId).sort()).toEqual(['+15557770011', 'known@customer.test'].sort());
  });

  it('agent, widget, client API and data import each announce their new contacts once', async () => {
    const admin = await buildAdmin(t);
    const website = await buildWebsiteInbox(t, admin);
    const apiInbox = await buildApiInbox(t, admin);

    // Agent: POST contacts, with a contact inbox in the API inbox.
    const agentMade = await api<{ payload: { contact: { id: number }; contact_inbox: { source_id: string } } }>(
      t,
      admin,
      'POST',
      '/contacts',
      { name: 'Agent made', email: 'agent-made@customer.test', inbox_id: apiInbox.id },
    );
    expect(agentMade.payload.contact_inbox.source_id).toMatch(/^[0-9a-f-]{36}$/);
    // Widget: a new session is a new anonymous contact.
    const visitor = await widgetVisitor(t, website.website_token);
    // Client API: a new contact, and one reusing the agent's contact by email (no second announcement).
    const pub = (path: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/public/api/v1/inboxes/${apiInbox.inbox_identifier}${path}`,
        payload: payload as never,
      });
    const fresh = (await pub('/contacts', { name: 'Client made' })).json<{ id: number }>();
    const reused = (await pub('/contacts', { email: 'agent-made@customer.test' })).json<{ id: number }>();
    expect(reused.id).toBe(agentMade.payload.contact.id);
    // Data import: one new row, one row updating the agent's contact.
    const csv = 'name,email\nImported,imported@customer.test\nAgent made renamed,agent-made@customer.test\n';
    const boundary = '----door-import';
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/contacts/import`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="import_file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await drainJobs(t.deps, { names: ['contacts.import'] })).toBe(1);

    const ids = await expectEachAnnouncedOnce(admin.accountId);
    expect(ids).toHaveLength(4);
    expect(ids).toEqual(expect.arrayContaining([agentMade.payload.contact.id, visitor.config.contact.id, fresh.id]));
  });

  it('linkContactInbox: an existing source id is returned as it is; another contact’s is refused', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const mk = async (name: string) =>
      (await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', { name })).payload.contact.id;
    const [a, b] = [await mk('A'), await mk('B')];
    const link = (contactId: number, sourceId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/contacts/${contactId}/contact_inboxes`,
        headers: admin.headers,
        payload: { inbox_id: inbox.id, source_id: sourceId },
      });
    const first = await link(a, 'crm-1');
    expect(first.statusCode).toBe(200);
    expect((await link(a, 'crm-1')).json()).toEqual(first.json());
    expect((await link(b, 'crm-1')).statusCode).toBe(422);
    // The agent's new conversation by source id takes the same door.
    const conv = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations`,
      headers: admin.headers,
      payload: { inbox_id: inbox.id, contact_id: b, source_id: 'crm-1' },
    });
    expect(conv.statusCode).toBe(422);
    const rows = await t.database.db.select().from(contactInboxes).where(eq(contactInboxes.inboxId, inbox.id));
    expect(rows.map((r) => [r.contactId, r.sourceId])).toEqual([[a, 'crm-1']]);
  });
});
