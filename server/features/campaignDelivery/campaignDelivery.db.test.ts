import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignLaunches, campaignRecipients, campaigns, conversations, messages } from '../../db/schema/index.ts';
import { campaignRecipientsConsumer } from '../../consumers/campaignRecipients.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildLabels, type TMember } from '../../test/factories.ts';
import { api, startFakeProvider, type TFakeProvider } from '../../test/fakeProvider.ts';
import {
  buildOneOffCampaign,
  buildPhoneContact,
  buildSegment,
  campaignRow,
  recipientsOf,
} from '../../test/campaignFactories.ts';
import { twilioSignature } from '../providers/signatures.ts';
import { runDueCheck } from './campaignLaunch.service.ts';
import { sendPending, type TPace } from './campaignSend.service.ts';

const BASE = 'https://helpdesk.test';
const t = setupTestApp({ FRONTEND_URL: BASE });
let fake: TFakeProvider;
let sid = 0;
/** When each send reached the fake provider (ms). */
const arrivals: number[] = [];

beforeAll(async () => {
  fake = await startFakeProvider((req) => {
    arrivals.push(Date.now());
    if (req.url.endsWith('/messages')) return { status: 200, body: { messages: [{ id: `wamid.C${++sid}` }] } };
    const to = new URLSearchParams(req.body).get('To') ?? '';
    if (to === '+15550009999') return { status: 400, body: { code: 21211, message: "Invalid 'To' Phone Number" } };
    return { status: 201, body: { sid: `SMc${++sid}`, status: 'queued' } };
  });
  t.config.messaging.twilioApiUrl = fake.url;
  t.config.messaging.whatsappApiUrl = fake.url;
});
afterAll(() => fake.close());

const twilioInbox = async (admin: TMember, phone: string) =>
  api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: { name: 'SMS', medium: 'sms', account_sid: 'AC9', auth_token: 'tok', phone_number: phone },
  });

/** A virtual clock: sleeping moves it, nothing waits. */
const virtualPace = (start = Date.now()) => {
  let now = start;
  const sleeps: number[] = [];
  const pace: TPace = {
    now: () => new Date(now),
    sleep: (ms) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
  return { pace, sleeps, elapsed: () => now - start };
};

const setup = async (phone: string) => {
  const admin = await buildAdmin(t);
  const inbox = await twilioInbox(admin, phone);
  const [vip] = await buildLabels(t, admin.accountId, ['vip']);
  return { admin, inbox, vip: vip! };
};

const sentTo = () => fake.requests.map((r) => new URLSearchParams(r.body).get('To'));

describe('one-off campaign delivery', () => {
  it('claims a due campaign once when two nodes check at the same time', async () => {
    const { admin, inbox, vip } = await setup('+15550100000');
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
    });
    const later = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
      scheduledAt: new Date(Date.now() + 3_600_000),
    });
    const [a, b] = await Promise.all([runDueCheck(t.deps), runDueCheck(t.deps)]);
    const claims = [...a, ...b].filter((id) => id === campaign.id || id === later.id);
    expect(claims).toEqual([campaign.id]);
    expect(await recipientsOf(t, campaign.id)).toHaveLength(1);
    expect(await runDueCheck(t.deps)).not.toContain(campaign.id);
    const launches = await t.database.db
      .select()
      .from(campaignLaunches)
      .where(eq(campaignLaunches.campaignId, later.id));
    expect(launches).toHaveLength(0);
  });

  it('resolves labels and segments, skipping blocked, phoneless and opted-out contacts', async () => {
    const { admin, inbox, vip } = await setup('+15550200000');
    const a = await buildPhoneContact(t, admin.accountId, { labels: ['vip'], name: 'Ada' });
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'], blocked: true });
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'], phone: null });
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'], optOut: true });
    const b = await buildPhoneContact(t, admin.accountId, { name: 'Bob Segment' });
    await buildPhoneContact(t, admin.accountId, { name: 'Nobody' });
    const segment = await buildSegment(t, admin.accountId, admin.user.id, [
      { attribute_key: 'name', filter_operator: 'contains', values: ['Segment'], query_operator: null },
    ]);
    // Another account's contact with the same label title is not in the audience.
    const other = await buildAdmin(t);
    await buildLabels(t, other.accountId, ['vip']);
    await buildPhoneContact(t, other.accountId, { labels: ['vip'] });

    const audience = [
      { type: 'Label' as const, id: vip.id },
      { type: 'Segment' as const, id: segment.id },
    ];
    const preview = await api(t, admin, 'POST', '/campaigns/audience_preview', { inbox_id: inbox.id, audience });
    expect(preview).toEqual({ count: 2, skipped: { blocked: 1, no_phone: 1, opted_out: 1 } });

    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, { audience });
    await runDueCheck(t.deps);
    expect((await recipientsOf(t, campaign.id)).map((r) => [r.contactId, r.status])).toEqual([
      [a.id, 'pending'],
      [b.id, 'pending'],
    ]);
  });

  it('sends through the provider at the inbox pace, records each message, and completes', async () => {
    const { admin, inbox, vip } = await setup('+15550300000');
    const contacts = [];
    for (let i = 0; i < 3; i += 1) contacts.push(await buildPhoneContact(t, admin.accountId, { labels: ['vip'] }));
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
      senderId: admin.user.id,
    });
    await runDueCheck(t.deps);
    fake.requests.length = 0;
    const clock = virtualPace();
    // Twilio long codes: one a second (the default rate), measured on a virtual clock.
    expect(await sendPending(t.deps, campaign.id, { pace: clock.pace })).toEqual({ sent: 3, done: true });
    expect(clock.sleeps).toEqual([1000, 1000]);
    expect(sentTo()).toEqual(contacts.map((c) => c.phoneNumber));
    expect(new URLSearchParams(fake.requests[0]!.body).get('Body')).toBe('Our spring sale starts today');

    const rows = await recipientsOf(t, campaign.id);
    expect(rows.every((r) => r.status === 'sent' && r.providerMessageId?.startsWith('SMc') && r.messageId)).toBe(true);
    const [msg] = await t.database.db.select().from(messages).where(eq(messages.id, rows[0]!.messageId!));
    expect(msg).toMatchObject({ content: 'Our spring sale starts today', messageType: 1, senderId: admin.user.id });
    expect(msg!.sourceId).toBe(rows[0]!.providerMessageId);
    expect(msg!.additionalAttributes).toMatchObject({ campaign_id: campaign.displayId });
    const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.id, msg!.conversationId));
    expect(conv).toMatchObject({ contactId: contacts[0]!.id, inboxId: inbox.id });
    expect((await campaignRow(t, campaign.id)).campaignStatus).toBe(1);
  });

  it('keeps the rate on the wall clock too', async () => {
    const { admin, inbox, vip } = await setup('+15550400000');
    for (let i = 0; i < 4; i += 1) await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
    });
    await runDueCheck(t.deps);
    arrivals.length = 0;
    const started = Date.now();
    await sendPending(t.deps, campaign.id, { sendsPerSecond: 10 });
    expect(arrivals).toHaveLength(4);
    // The i-th send waits for its slot, i tenths of a second in: never earlier. (Gaps between arrivals are not
    // the measure: a send slowed on its way by a busy machine makes the next gap look short.)
    arrivals.forEach((at, i) => expect(at - started).toBeGreaterThanOrEqual(100 * i - 5));
  });

  it('re-runs after a crash sending only the pending recipients, never twice', async () => {
    const { admin, inbox, vip } = await setup('+15550500000');
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await buildPhoneContact(t, admin.accountId, { labels: ['vip'] }));
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
    });
    await runDueCheck(t.deps);
    const rows = await recipientsOf(t, campaign.id);
    // The crashed run had sent the first, and was handing the second to the provider 10 minutes ago.
    await t.database.db
      .update(campaignRecipients)
      .set({ status: 'sent', providerMessageId: 'SMold' })
      .where(eq(campaignRecipients.id, rows[0]!.id));
    await t.database.db
      .update(campaignRecipients)
      .set({ status: 'sending', updatedAt: new Date(Date.now() - 600_000) })
      .where(eq(campaignRecipients.id, rows[1]!.id));
    fake.requests.length = 0;
    // The next due check queues the unfinished launch again; the send runs.
    await runDueCheck(t.deps);
    await sendPending(t.deps, campaign.id, { pace: virtualPace().pace });
    expect(sentTo()).toEqual([people[2]!.phoneNumber, people[3]!.phoneNumber]);
    const after = await recipientsOf(t, campaign.id);
    expect(after.map((r) => r.status)).toEqual(['sent', 'failed', 'sent', 'sent']);
    expect(after[1]).toMatchObject({ errorCode: 'interrupted' });
    // Once more: nothing is pending, nothing is sent.
    fake.requests.length = 0;
    await sendPending(t.deps, campaign.id, { pace: virtualPace().pace });
    expect(fake.requests).toHaveLength(0);
    expect((await campaignRow(t, campaign.id)).campaignStatus).toBe(1);
  });

  it('records a refusal with the provider error, and status callbacks move recipients', async () => {
    const { admin, inbox, vip } = await setup('+15550600000');
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'], phone: '+15550009999' });
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
    });
    await runDueCheck(t.deps);
    await sendPending(t.deps, campaign.id, { pace: virtualPace().pace });
    const [first, refused, third] = await recipientsOf(t, campaign.id);
    expect(refused).toMatchObject({ status: 'failed', errorCode: '21211', messageId: null });
    expect(refused!.error).toContain("Invalid 'To' Phone Number");

    const status = (messageSid: string, MessageStatus: string, extra: Record<string, string> = {}) => {
      const params = { AccountSid: 'AC9', From: '+15550600000', MessageSid: messageSid, MessageStatus, ...extra };
      return t.app.inject({
        method: 'POST',
        url: '/twilio/delivery_status',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature('tok', `${BASE}/twilio/delivery_status`, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    expect((await status(first!.providerMessageId!, 'delivered')).statusCode).toBe(204);
    await status(first!.providerMessageId!, 'read');
    await status(third!.providerMessageId!, 'undelivered', { ErrorCode: '30003', ErrorMessage: 'Unreachable' });
    await drainConsumers(t.deps, [campaignRecipientsConsumer]);
    const [a, , c] = await recipientsOf(t, campaign.id);
    expect(a).toMatchObject({ status: 'read' });
    expect(a!.deliveredAt).not.toBeNull();
    expect(a!.readAt).not.toBeNull();
    expect(c).toMatchObject({ status: 'failed', errorCode: '30003', error: '30003 - Unreachable' });
    // A late "delivered" does not move a read recipient back.
    await status(first!.providerMessageId!, 'delivered');
    await drainConsumers(t.deps, [campaignRecipientsConsumer]);
    expect((await recipientsOf(t, campaign.id))[0]).toMatchObject({ status: 'read' });
  });

  it('sends a WhatsApp campaign with template_params as that template', async () => {
    const admin = await buildAdmin(t);
    const inbox = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
      name: 'WhatsApp',
      channel: {
        type: 'whatsapp',
        provider: 'whatsapp_cloud',
        phone_number: '+15550400000',
        provider_config: { api_key: 'wa-key', phone_number_id: '111', business_account_id: '222' },
      },
    });
    const [vip] = await buildLabels(t, admin.accountId, ['vip']);
    await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip!.id }],
      message: 'Your order shipped',
    });
    const template = { name: 'order_update', language: 'en_US', category: 'UTILITY', processed_params: { 1: '42' } };
    await t.database.db.update(campaigns).set({ templateParams: template }).where(eq(campaigns.id, campaign.id));
    await runDueCheck(t.deps);
    fake.requests.length = 0;
    expect(await sendPending(t.deps, campaign.id, { pace: virtualPace().pace })).toEqual({ sent: 1, done: true });
    const body = JSON.parse(fake.requests[0]!.body) as { type: string; template: { name: string } };
    expect(body.type).toBe('template');
    expect(body.template.name).toBe('order_update');
    const [row] = await recipientsOf(t, campaign.id);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^wamid\.C/) });
  });

  it('pauses while the campaign is switched off and resumes when it is on again', async () => {
    const { admin, inbox, vip } = await setup('+15550810000');
    for (let i = 0; i < 2; i += 1) await buildPhoneContact(t, admin.accountId, { labels: ['vip'] });
    const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
      audience: [{ type: 'Label', id: vip.id }],
    });
    await runDueCheck(t.deps);
    await t.database.db.update(campaigns).set({ enabled: false }).where(eq(campaigns.id, campaign.id));
    fake.requests.length = 0;
    expect(await sendPending(t.deps, campaign.id, { pace: virtualPace().pace })).toEqual({ sent: 0, done: false });
    expect(fake.requests).toHaveLength(0);
    expect((await recipientsOf(t, campaign.id)).map((r) => r.status)).toEqual(['pending', 'pending']);
    await t.database.db.update(campaigns).set({ enabled: true }).where(eq(campaigns.id, campaign.id));
    expect(await sendPending(t.deps, campaign.id, { pace: virtualPace().pace })).toEqual({ sent: 2, done: true });
  });
});
