import { describe, expect, it } from 'vitest';
import { agentBots, campaigns } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';

const t = setupTestApp();
const api = (m: TMember, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', rest: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/accounts/${m.accountId}${rest}`,
    headers: m.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const newInbox = async (admin: TMember) =>
  (await api(admin, 'POST', '/inboxes', { name: 'Site', channel: { type: 'api' } })).json<{ id: number }>().id;

describe('agent bots', () => {
  it('creates, lists, shows, updates and deletes with the OpenAPI shape', async () => {
    const admin = await buildAdmin(t);
    const created = await api(admin, 'POST', '/agent_bots', {
      name: 'Triage',
      description: 'Sorts the queue',
      outgoing_url: 'https://bot.acme.test/hook',
      bot_type: 0,
    });
    expect(created.statusCode).toBe(200);
    const bot = created.json<Record<string, unknown> & { id: number }>();
    expect(bot).toMatchObject({
      name: 'Triage',
      description: 'Sorts the queue',
      outgoing_url: 'https://bot.acme.test/hook',
      bot_type: 'webhook',
      bot_config: {},
      account_id: admin.accountId,
      system_bot: false,
      thumbnail: '',
      access_token: expect.stringMatching(/^[\w-]{20,}$/),
    });
    // The token and the signing secret are shown once, on creation (agentBotSecret.db.test.ts).
    const { access_token: _shown, secret: _secret, ...withoutToken } = bot;
    expect((await api(admin, 'GET', '/agent_bots')).json()).toEqual([withoutToken]);
    expect((await api(admin, 'GET', `/agent_bots/${bot.id}`)).json()).toEqual(withoutToken);
    const patched = await api(admin, 'PATCH', `/agent_bots/${bot.id}`, { name: 'Triage 2', outgoing_url: '' });
    expect(patched.json()).toMatchObject({ name: 'Triage 2', outgoing_url: '' });
    expect((await api(admin, 'DELETE', `/agent_bots/${bot.id}`)).statusCode).toBe(200);
    expect((await api(admin, 'GET', `/agent_bots/${bot.id}`)).statusCode).toBe(404);
  });

  it('422 naming the bad field; agents read without the token and cannot write', async () => {
    const admin = await buildAdmin(t);
    const bad = await api(admin, 'POST', '/agent_bots', { name: ' ', outgoing_url: 'ftp://x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(expect.arrayContaining(['name', 'outgoing_url']));
    const bot = (await api(admin, 'POST', '/agent_bots', { name: 'B' })).json<{ id: number }>();
    const agent = await buildMember(t, { accountId: admin.accountId });
    const seen = (await api(agent, 'GET', '/agent_bots')).json<Record<string, unknown>[]>();
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('access_token');
    expect((await api(agent, 'POST', '/agent_bots', { name: 'X' })).statusCode).toBe(401);
    expect((await api(agent, 'PATCH', `/agent_bots/${bot.id}`, { name: 'X' })).statusCode).toBe(401);
    expect((await api(agent, 'DELETE', `/agent_bots/${bot.id}`)).statusCode).toBe(401);
  });

  it("keeps other accounts' bots out of reach and lets accounts use, not change, system bots", async () => {
    const a = await buildAdmin(t);
    const b = await buildAdmin(t);
    const foreign = (await api(b, 'POST', '/agent_bots', { name: 'Theirs' })).json<{ id: number }>();
    expect((await api(a, 'GET', `/agent_bots/${foreign.id}`)).statusCode).toBe(404);
    expect((await api(a, 'PATCH', `/agent_bots/${foreign.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await api(a, 'DELETE', `/agent_bots/${foreign.id}`)).statusCode).toBe(404);
    const inbox = await newInbox(a);
    expect((await api(a, 'POST', `/inboxes/${inbox}/set_agent_bot`, { agent_bot: foreign.id })).statusCode).toBe(404);

    const [system] = await t.database.db
      .insert(agentBots)
      .values({ name: 'System', outgoingUrl: 'https://s' })
      .returning();
    const listed = (await api(a, 'GET', '/agent_bots')).json<{ id: number; system_bot: boolean }[]>();
    expect(listed.find((x) => x.id === system?.id)).toMatchObject({ system_bot: true });
    expect(listed.find((x) => x.id === system?.id)).not.toHaveProperty('outgoing_url');
    expect((await api(a, 'PATCH', `/agent_bots/${system?.id}`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await api(a, 'POST', `/inboxes/${inbox}/set_agent_bot`, { agent_bot: system?.id })).statusCode).toBe(204);
  });
});

describe('inbox bot link and campaigns', () => {
  it('sets, reads and clears the inbox bot', async () => {
    const admin = await buildAdmin(t);
    const inbox = await newInbox(admin);
    const bot = (await api(admin, 'POST', '/agent_bots', { name: 'Helper' })).json<{ id: number }>();
    expect((await api(admin, 'GET', `/inboxes/${inbox}/agent_bot`)).json()).toEqual({ agent_bot: null });
    const set = await api(admin, 'POST', `/inboxes/${inbox}/set_agent_bot`, { agent_bot: bot.id });
    expect(set.statusCode).toBe(204);
    expect((await api(admin, 'GET', `/inboxes/${inbox}/agent_bot`)).json()).toMatchObject({
      agent_bot: { id: bot.id, name: 'Helper' },
    });
    expect((await api(admin, 'POST', `/inboxes/${inbox}/set_agent_bot`, { agent_bot: null })).statusCode).toBe(204);
    expect((await api(admin, 'GET', `/inboxes/${inbox}/agent_bot`)).json()).toEqual({ agent_bot: null });
    expect((await api(admin, 'POST', `/inboxes/${inbox}/set_agent_bot`, {})).statusCode).toBe(422);

    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await api(agent, 'GET', `/inboxes/${inbox}/agent_bot`)).statusCode).toBe(401);
    expect((await api(agent, 'POST', `/inboxes/${inbox}/set_agent_bot`, { agent_bot: bot.id })).statusCode).toBe(401);
    const other = await buildAdmin(t);
    expect((await api(other, 'GET', `/inboxes/${inbox}/agent_bot`)).statusCode).toBe(404);
  });

  it("lists an inbox's campaigns by display id, only for that account's administrators", async () => {
    const admin = await buildAdmin(t);
    const inbox = await newInbox(admin);
    expect((await api(admin, 'GET', `/inboxes/${inbox}/campaigns`)).json()).toEqual([]);
    await t.database.db.insert(campaigns).values([
      {
        accountId: admin.accountId,
        inboxId: inbox,
        displayId: 1,
        title: 'Hello',
        message: 'Need help?',
        senderId: admin.user.id,
      },
      {
        accountId: admin.accountId,
        inboxId: inbox,
        displayId: 2,
        title: 'Blast',
        message: 'Sale',
        campaignType: 1,
        scheduledAt: new Date('2030-01-01T00:00:00Z'),
        audience: [{ id: 1, type: 'Label' }],
      },
    ]);
    const list = (await api(admin, 'GET', `/inboxes/${inbox}/campaigns`)).json<Record<string, unknown>[]>();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: 1,
      title: 'Hello',
      message: 'Need help?',
      campaign_type: 'ongoing',
      campaign_status: 'active',
      enabled: true,
      inbox: { id: inbox, name: 'Site' },
      sender: { id: admin.user.id },
      trigger_rules: {},
    });
    expect(list[0]).not.toHaveProperty('scheduled_at');
    expect(list[1]).toMatchObject({
      id: 2,
      campaign_type: 'one_off',
      scheduled_at: 1893456000,
      audience: [{ id: 1, type: 'Label' }],
    });
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await api(agent, 'GET', `/inboxes/${inbox}/campaigns`)).statusCode).toBe(401);
    expect((await api(await buildAdmin(t), 'GET', `/inboxes/${inbox}/campaigns`)).statusCode).toBe(404);
  });
});
