import type { TCampaignRecipients } from '../../../common/contracts/campaignDelivery.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from '../../test/factories.ts';
import { api, startFakeProvider, type TFakeProvider } from '../../test/fakeProvider.ts';
import { buildOneOffCampaign, buildPhoneContact, recipientsOf } from '../../test/campaignFactories.ts';
import { runDueCheck } from './campaignLaunch.service.ts';
import { sendPending } from './campaignSend.service.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
let fake: TFakeProvider;
let sid = 0;
let inboxes = 0;

beforeAll(async () => {
  fake = await startFakeProvider(() => ({ status: 201, body: { sid: `SMr${++sid}`, status: 'queued' } }));
  t.config.messaging.twilioApiUrl = fake.url;
});
afterAll(() => fake.close());

const call = (who: TMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload !== undefined && { payload: payload as never }),
  });

/** An account with a sent campaign of three recipients. */
const sentCampaign = async () => {
  const admin = await buildAdmin(t);
  const inbox = await api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: {
      name: 'SMS',
      medium: 'sms',
      account_sid: 'AC7',
      auth_token: 'tok',
      phone_number: `+1555070000${++inboxes}`,
    },
  });
  const [vip] = await buildLabels(t, admin.accountId, ['vip']);
  for (const name of ['Ada', 'Bob', '=Eve']) await buildPhoneContact(t, admin.accountId, { labels: ['vip'], name });
  const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, {
    audience: [{ type: 'Label', id: vip!.id }],
  });
  await runDueCheck(t.deps);
  await sendPending(t.deps, campaign.id, { sendsPerSecond: 1000 });
  return { admin, inbox, campaign, vip: vip! };
};

describe('campaign delivery routes', () => {
  it('lists recipients with counts, pages and a status filter, and as CSV', async () => {
    const { admin, campaign } = await sentCampaign();
    const base = `/api/v1/accounts/${admin.accountId}/campaigns/${campaign.displayId}`;
    const res = await call(admin, 'GET', `${base}/recipients`);
    expect(res.statusCode).toBe(200);
    const body = res.json<TCampaignRecipients>();
    expect(body.meta).toMatchObject({
      count: 3,
      current_page: 1,
      counts: { pending: 0, sent: 3, failed: 0 },
      campaign: { id: campaign.displayId, title: 'Spring sale', campaign_status: 'completed' },
    });
    expect(body.payload[0]).toMatchObject({ contact: { name: 'Ada' }, status: 'sent', error: null });
    expect(body.payload[0]?.conversation_id).toEqual(expect.any(Number));
    expect((await call(admin, 'GET', `${base}/recipients?status=failed`)).json<TCampaignRecipients>().payload).toEqual(
      [],
    );
    expect((await call(admin, 'GET', `${base}/recipients?page=2`)).json<TCampaignRecipients>().payload).toEqual([]);

    const csv = await call(admin, 'GET', `${base}/recipients.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'contact_id,name,phone_number,status,error_code,error,provider_message_id,conversation_id,sent_at,delivered_at,read_at',
    );
    expect(lines).toHaveLength(4);
    // The one CSV writer makes a formula-looking cell inert.
    expect(lines[3]).toContain(",'=Eve,");
  });

  it('sends a test to one E.164 number without recording anyone, rate limited', async () => {
    const { admin, campaign } = await sentCampaign();
    const url = `/api/v1/accounts/${admin.accountId}/campaigns/${campaign.displayId}/send_test`;
    const before = (await recipientsOf(t, campaign.id)).length;
    fake.requests.length = 0;
    const ok = await call(admin, 'POST', url, { phone_number: '+15557770000' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ sent: true, provider_message_id: expect.stringMatching(/^SMr/) });
    expect(new URLSearchParams(fake.requests[0]!.body).get('To')).toBe('+15557770000');
    expect((await recipientsOf(t, campaign.id)).length).toBe(before);
    expect((await call(admin, 'POST', url, { phone_number: '5557770000' })).statusCode).toBe(422);
    for (let i = 1; i < 10; i += 1) await call(admin, 'POST', url, { phone_number: '+15557770000' });
    expect((await call(admin, 'POST', url, { phone_number: '+15557770000' })).statusCode).toBe(429);
  });

  it('refuses another account, an agent and no token on every route', async () => {
    const { admin, campaign, inbox, vip } = await sentCampaign();
    const agent = await buildMember(t, { accountId: admin.accountId, role: 'agent' });
    const stranger = await buildAdmin(t);
    const base = `/api/v1/accounts/${admin.accountId}/campaigns`;
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['POST', `${base}/audience_preview`, { inbox_id: inbox.id, audience: [{ type: 'Label', id: vip.id }] }],
      ['GET', `${base}/${campaign.displayId}/recipients`],
      ['GET', `${base}/${campaign.displayId}/recipients.csv`],
      ['POST', `${base}/${campaign.displayId}/send_test`, { phone_number: '+15557770001' }],
    ];
    fake.requests.length = 0;
    for (const [method, url, body] of routes) {
      expect([method, url, (await call(null, method, url, body)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await call(agent, method, url, body)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await call(stranger, method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
    expect(fake.requests).toHaveLength(0);
    // The stranger's own account has no such campaign, and cannot preview with this account's inbox.
    const own = `/api/v1/accounts/${stranger.accountId}/campaigns`;
    expect((await call(stranger, 'GET', `${own}/${campaign.displayId}/recipients`)).statusCode).toBe(404);
    const preview = await call(stranger, 'POST', `${own}/audience_preview`, {
      inbox_id: inbox.id,
      audience: [{ type: 'Label', id: vip.id }],
    });
    expect(preview.statusCode).toBe(422);
  });
});
