import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import type { TDeps } from '../../deps.ts';
import { drainJobs, listJobs } from '../../jobs/drain.ts';
import { JOB_SCHEDULES } from '../../jobs/registry.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { updateChannel } from '../inboxes/channels.repo.ts';
import { findInbox } from '../inboxes/inboxes.repo.ts';
import {
  api,
  credentialCheckReply,
  startFakeProvider,
  type TFakeProvider,
  type TRecorded,
} from '../../test/fakeProvider.ts';
import { TEMPLATE_STALE_MS, runTemplateSweep } from './templateSync.job.ts';
import { templateSyncKey } from './templateSync.repo.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
let fake: TFakeProvider;

const template = (name: string) => ({
  name,
  status: 'APPROVED',
  language: 'en',
  components: [{ type: 'BODY', text: `${name} {{1}}` }],
});

/** WhatsApp Cloud by business account id (ones starting with 9 refuse), 360dialog and Twilio's Content API. */
const reply = (req: TRecorded) => {
  const check = credentialCheckReply(req);
  if (check) return check;
  const waba = /\/v[\d.]+\/([^/]+)\/message_templates/.exec(req.url)?.[1];
  if (waba?.startsWith('9'))
    return { status: 401, body: { error: { message: 'Invalid OAuth access token', type: 'OAuthException' } } };
  if (waba) return { status: 200, body: { data: [template(`cloud_${waba}`)] } };
  if (req.url.startsWith('/360/configs/templates'))
    return { status: 200, body: { waba_templates: [template('d360')] } };
  if (req.url.startsWith('/v1/ContentAndApprovals'))
    return {
      status: 200,
      body: {
        contents: [
          {
            sid: 'HX1',
            friendly_name: 'twilio_one',
            language: 'en',
            types: { 'twilio/text': { body: 'Hi {{1}}' } },
            approval_requests: { status: 'approved', category: 'utility' },
          },
        ],
        meta: { next_page_url: null },
      },
    };
  return { status: 404, body: {} };
};

beforeAll(async () => {
  fake = await startFakeProvider(reply);
  t.config.messaging.whatsappApiUrl = fake.url;
  t.config.messaging.dialog360ApiUrl = `${fake.url}/360`;
  t.config.messaging.twilioContentApiUrl = fake.url;
  t.config.messaging.twilioApiUrl = fake.url;
});
afterAll(() => fake.close());

let phone = 5550300;
const nextPhone = () => `+1555${++phone}`;

const cloudInbox = (admin: TMember, waba: string, apiKey = 'wa-secret-key') =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: `WhatsApp ${waba}`,
    channel: {
      type: 'whatsapp',
      provider: 'whatsapp_cloud',
      phone_number: nextPhone(),
      provider_config: { api_key: apiKey, phone_number_id: '111', business_account_id: waba },
    },
  });

const twilioInbox = (admin: TMember, medium: 'whatsapp' | 'sms') =>
  api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: {
      name: `Twilio ${medium}`,
      medium,
      account_sid: 'AC1',
      auth_token: 'tw',
      phone_number: nextPhone(),
    },
  });

const templatesOf = async (admin: TMember, id: number) =>
  (await api<{ message_templates: { name: string }[] }>(t, admin, 'GET', `/inboxes/${id}`)).message_templates.map(
    (x) => x.name,
  );

/** Marks an inbox's templates as synced at `at` (so the sweep leaves fresh ones alone). */
const syncedAt = async (admin: TMember, inboxId: number, at: Date) => {
  const inbox = (await findInbox(t.database.db, admin.accountId, inboxId))!;
  await updateChannel(t.database.db, inbox.channelType, inbox.channelId, { messageTemplatesLastUpdated: at });
};

const queuedSync = async (inboxId: number) =>
  (await listJobs(t.deps, { key: templateSyncKey(inboxId) })).find((j) => j.state === 'created' || j.state === 'retry');

/** The worker's deps with a logger that records warnings. */
const recordingDeps = () => {
  const warnings: { obj: unknown; msg: string }[] = [];
  const log = Object.create(t.deps.log) as TDeps['log'];
  log.warn = ((obj: unknown, msg: string) => {
    warnings.push({ obj, msg });
  }) as unknown as TDeps['log']['warn'];
  return { deps: { ...t.deps, log }, warnings };
};

const drainSyncs = (deps: TDeps, now?: Date) => drainJobs(deps, { names: ['whatsapp.templates_sync'], now, limit: 10 });

describe('periodic WhatsApp template sync', () => {
  it('syncs every stale WhatsApp inbox, carries on past a provider failure and backs that one off', async () => {
    const admin = await buildAdmin(t);
    const good = await cloudInbox(admin, '301');
    const bad = await cloudInbox(admin, '902');
    const twilio = await twilioInbox(admin, 'whatsapp');
    const sms = await twilioInbox(admin, 'sms');
    const fresh = await cloudInbox(admin, '303');
    const old = await cloudInbox(admin, '304');
    await syncedAt(admin, fresh.id, new Date(Date.now() - 60_000));
    await syncedAt(admin, old.id, new Date(Date.now() - TEMPLATE_STALE_MS - 60_000));
    const other = await buildAdmin(t);
    const suspended = await cloudInbox(other, '305');
    await t.database.db.update(accounts).set({ status: 1 }).where(eq(accounts.id, other.accountId));

    await runTemplateSweep(t.deps);
    for (const id of [good.id, bad.id, twilio.id, old.id]) expect(await queuedSync(id), `inbox ${id}`).toBeDefined();
    for (const id of [sms.id, fresh.id, suspended.id]) expect(await queuedSync(id), `inbox ${id}`).toBeUndefined();

    const { deps, warnings } = recordingDeps();
    fake.requests.length = 0;
    // The failing inbox was queued before two of the others; they are synced all the same.
    expect(await drainSyncs(deps)).toBe(4);
    expect(await templatesOf(admin, good.id)).toEqual(['cloud_301']);
    expect(await templatesOf(admin, old.id)).toEqual(['cloud_304']);
    expect(await templatesOf(admin, twilio.id)).toEqual(['twilio_one']);
    expect(await templatesOf(admin, bad.id)).toEqual([]);
    expect(await templatesOf(admin, sms.id)).toEqual([]);

    // Logged with the inbox and the provider's reason, never the credentials.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: 'template sync failed',
      obj: { accountId: admin.accountId, inboxId: bad.id, status: 401, err: 'Invalid OAuth access token' },
    });
    expect(JSON.stringify(warnings)).not.toContain('wa-secret-key');

    // The failed inbox waits out the stale window instead of being retried by every sweep.
    const retry = await queuedSync(bad.id);
    expect(retry!.runAt.getTime()).toBeGreaterThan(Date.now() + TEMPLATE_STALE_MS - 60_000);
    expect(await runTemplateSweep(t.deps)).toBe(0);
    expect(await drainSyncs(deps)).toBe(0);
    fake.requests.length = 0;
    // Three hours on it is tried again (and, refused again, queued three hours after that).
    const later = new Date(Date.now() + TEMPLATE_STALE_MS + 60_000);
    expect(await drainJobs(deps, { names: ['whatsapp.templates_sync'], now: later, limit: 1 })).toBe(1);
    expect(fake.requests.map((r) => r.url)).toEqual(['/v22.0/902/message_templates?limit=100']);
  });

  it('syncs the 360dialog provider and leaves a synced inbox alone until it is stale again', async () => {
    const admin = await buildAdmin(t);
    const d360 = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
      name: '360',
      channel: { type: 'whatsapp', provider: 'default', phone_number: nextPhone(), provider_config: { api_key: 'k' } },
    });
    await runTemplateSweep(t.deps);
    await drainSyncs(t.deps);
    expect(await templatesOf(admin, d360.id)).toEqual(['d360']);
    const { updated } = await api<{ message_templates_last_updated: string }>(
      t,
      admin,
      'GET',
      `/inboxes/${d360.id}`,
    ).then((r) => ({ updated: r.message_templates_last_updated }));
    expect(Date.parse(updated)).toBeGreaterThan(Date.now() - 60_000);
    await runTemplateSweep(t.deps);
    expect(await queuedSync(d360.id)).toBeUndefined();
    await runTemplateSweep(t.deps, new Date(Date.now() + TEMPLATE_STALE_MS + 60_000));
    expect(await queuedSync(d360.id)).toBeDefined();
  });

  it('the sweep is a pg-boss schedule: every five minutes, once across the nodes', async () => {
    expect(JOB_SCHEDULES.find((s) => s.job.name === 'whatsapp.templates_sweep')?.cron).toBe('*/5 * * * *');
    const { rows } = await t.database.pool.query<{ cron: string }>(
      "SELECT cron FROM pgboss.schedule WHERE name = 'whatsapp.templates_sweep'",
    );
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
  });
});
