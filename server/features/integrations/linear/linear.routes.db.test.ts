import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TIntegrationApp } from '../../../../common/contracts/integrations.ts';
import type { TLinearLinkedIssue } from '../../../../common/contracts/linear.ts';
import { integrationHooks } from '../../../db/schema/index.ts';
import { startFakeLinear } from '../../../test/fakeLinear.ts';
import { setupTestApp, type TTestContext } from '../../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../../test/factories.ts';
import { buildConversation } from '../../../test/conversationFactories.ts';
import { signLinearState } from './linearState.ts';

const linear = await startFakeLinear();
afterAll(() => linear.close());
beforeEach(() => linear.reset());

const t = setupTestApp({ ...linear.env, FRONTEND_URL: 'https://desk.example.test' });
const bare = setupTestApp();

const call = async <T = Record<string, unknown>>(
  who: TMember | { headers: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId: number = who && 'accountId' in who ? who.accountId : 1,
  ctx: TTestContext = t,
) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}${path}`,
    headers: who?.headers ?? {},
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
};

const linearApp = async (who: TMember, ctx: TTestContext = t) =>
  (await call<TIntegrationApp>(who, 'GET', '/integrations/apps/linear', undefined, who.accountId, ctx)).body;

/** The OAuth round trip without a browser: the app's action names the state; the fake gives a code. */
const callback = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/linear/callback?${new URLSearchParams(query)}` });

const connect = async (admin: TMember) => {
  const action = new URL((await linearApp(admin)).action!);
  const res = await callback({ code: linear.issueCode(), state: action.searchParams.get('state')! });
  expect(res.statusCode).toBe(302);
  return res;
};

/** An account with Linear connected, a conversation, an agent of its inbox and one outside it. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const outsider = await buildMember(t, { accountId: admin.accountId });
  const conv = await buildConversation(t, admin, { members: [agent], message: 'The export button does nothing' });
  await connect(admin);
  return { admin, agent, outsider, conv };
};

describe('Linear: connecting', () => {
  it('offers Linear with its authorize URL to administrators, and not at all without a client id', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const app = await linearApp(admin);
    expect(app).toMatchObject({ id: 'linear', active: true, enabled: false, hook_type: 'account', hooks: [] });
    const url = new URL(app.action!);
    expect(`${url.origin}${url.pathname}`).toBe(linear.env.LINEAR_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'linear-client-id',
      redirect_uri: 'https://desk.example.test/linear/callback',
      scope: 'read,write',
      actor: 'app',
    });
    expect((await linearApp(agent)).action).toBeNull();

    const elsewhere = await buildAdmin(bare);
    expect(await linearApp(elsewhere, bare)).toMatchObject({ id: 'linear', active: false, action: null });
  });

  it('exchanges the code on the callback, seals the token in the hook and sends the browser to the app page', async () => {
    const admin = await buildAdmin(t);
    const res = await connect(admin);
    expect(res.headers.location).toBe(
      `https://desk.example.test/app/accounts/${admin.accountId}/settings/integrations/linear`,
    );
    const exchange = linear.calls.find((c) => c.operation === 'token')!;
    expect(exchange.variables).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'linear-client-id',
      redirect_uri: 'https://desk.example.test/linear/callback',
    });
    const app = await linearApp(admin);
    expect(app.enabled).toBe(true);
    expect(app.hooks).toEqual([expect.objectContaining({ app_id: 'linear', hook_type: 'account', status: true })]);
    const [row] = await t.database.db
      .select()
      .from(integrationHooks)
      .where(eq(integrationHooks.accountId, admin.accountId));
    expect(row!.sealedAccessToken).toMatch(/^v1\./);
    expect(JSON.stringify(await call(admin, 'GET', '/integrations/apps'))).not.toContain('lin_oauth_');
    // Connecting again renews the one hook.
    await connect(admin);
    expect((await linearApp(admin)).hooks).toHaveLength(1);
    // Hooks are not the way to connect Linear.
    const viaHooks = await call(admin, 'POST', '/integrations/hooks', { app_id: 'linear', settings: {} });
    expect(viaHooks.status).toBe(422);
  });

  it('refuses a forged, expired or non-administrator state, and reports a refusal back on the app page', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const good = new URL((await linearApp(admin)).action!).searchParams.get('state')!;
    const [body, sig] = good.split('.');
    const other = Buffer.from(JSON.stringify({ acc: admin.accountId + 1, uid: admin.user.id, exp: 9e9 })).toString(
      'base64url',
    );
    for (const state of ['', 'nonsense', `${other}.${sig}`, `${body}.${sig}x`]) {
      const res = await callback({ code: linear.issueCode(), state });
      expect(res.statusCode, state).toBe(400);
    }
    const expired = await signLinearState(t.deps, admin.accountId, admin.user.id, Date.now() - 16 * 60_000);
    expect((await callback({ code: linear.issueCode(), state: expired })).statusCode).toBe(400);
    const agentState = await signLinearState(t.deps, admin.accountId, agent.user.id);
    expect((await callback({ code: linear.issueCode(), state: agentState })).statusCode).toBe(400);

    const denied = await callback({ error: 'access_denied', state: good });
    expect(denied.headers.location).toMatch(/settings\/integrations\/linear\?linear_error=access_denied$/);
    const badCode = await callback({ code: 'not-a-code', state: good });
    expect(badCode.headers.location).toMatch(/linear_error=token_refused$/);
    expect((await linearApp(admin)).enabled).toBe(false);
  });

  it('disconnects (administrators only): the token is revoked on Linear and the hook deleted', async () => {
    const { admin, agent } = await setup();
    const refused = await call(agent, 'DELETE', '/integrations/linear');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject(REFUSED);
    const res = await call(admin, 'DELETE', '/integrations/linear');
    expect(res.status).toBe(200);
    expect(linear.revoked).toHaveLength(1);
    expect((await linearApp(admin)).enabled).toBe(false);
    expect((await call(admin, 'GET', '/integrations/linear/teams')).status).toBe(404);
    expect((await call(admin, 'DELETE', '/integrations/linear')).status).toBe(404);
  });
});

describe('Linear: from a conversation', () => {
  it('lists the teams and a team’s states, people, projects and labels', async () => {
    const { agent } = await setup();
    const teams = await call(agent, 'GET', '/integrations/linear/teams');
    expect(teams).toMatchObject({
      status: 200,
      body: [
        { id: 'team-eng', name: 'Engineering' },
        { id: 'team-sup', name: 'Support' },
      ],
    });
    const entities = await call(agent, 'GET', '/integrations/linear/team_entities?team_id=team-eng');
    expect(entities.status).toBe(200);
    expect(entities.body).toEqual({
      users: [
        { id: 'user-ada', name: 'Ada Lovelace' },
        { id: 'user-linus', name: 'Linus Torvalds' },
      ],
      projects: [{ id: 'project-web', name: 'Website' }],
      states: [
        { id: 'state-eng-todo', name: 'Todo' },
        { id: 'state-eng-progress', name: 'In Progress' },
        { id: 'state-eng-done', name: 'Done' },
      ],
      labels: [
        { id: 'label-bug', name: 'Bug' },
        { id: 'label-feature', name: 'Feature' },
      ],
    });
    expect(linear.calls.find((c) => c.operation === 'TeamEntities')?.variables).toEqual({ teamId: 'team-eng' });
    const missing = await call(agent, 'GET', '/integrations/linear/team_entities');
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('team_id');
  });

  it('creates an issue linked to the conversation, with an activity line, and lists it as linked', async () => {
    const { agent, conv } = await setup();
    const res = await call(agent, 'POST', '/integrations/linear/create_issue', {
      conversation_id: conv.displayId,
      team_id: 'team-eng',
      title: 'Export button does nothing',
      description: 'Customer says: The export button does nothing',
      priority: 2,
      state_id: 'state-eng-todo',
      assignee_id: 'user-linus',
      label_ids: ['label-bug'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Export button does nothing',
      identifier: expect.stringMatching(/^ENG-\d+$/),
      url: expect.stringContaining('linear.app'),
      link_id: expect.any(String),
    });
    expect(linear.calls.find((c) => c.operation === 'IssueCreate')?.variables).toEqual({
      input: {
        teamId: 'team-eng',
        title: 'Export button does nothing',
        description: 'Customer says: The export button does nothing',
        priority: 2,
        stateId: 'state-eng-todo',
        assigneeId: 'user-linus',
        labelIds: ['label-bug'],
      },
    });
    const link = `https://desk.example.test/app/accounts/${agent.accountId}/conversations/${conv.displayId}`;
    expect(linear.attachments()).toEqual([expect.objectContaining({ url: link })]);

    const linked = await call<TLinearLinkedIssue[]>(
      agent,
      'GET',
      `/integrations/linear/linked_issues?conversation_id=${conv.displayId}`,
    );
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual([
      {
        id: res.body.link_id,
        title: 'Export button does nothing',
        issue: expect.objectContaining({
          identifier: res.body.identifier,
          priority: 2,
          state: { name: 'Todo', color: '#e2e2e2', type: 'unstarted' },
          assignee: { name: 'Linus Torvalds' },
        }),
      },
    ]);
    const messages = await call<{ payload: { content: string; message_type: number }[] }>(
      agent,
      'GET',
      `/conversations/${conv.displayId}/messages`,
    );
    expect(messages.body.payload.at(-1)).toMatchObject({
      message_type: 2,
      content: `Linear issue ${String(res.body.identifier)} was created by ${agent.user.name}`,
    });
  });

  it('names the bad field on a 422 and passes on Linear’s own refusal', async () => {
    const { agent, conv } = await setup();
    const blank = await call(agent, 'POST', '/integrations/linear/create_issue', {
      conversation_id: conv.displayId,
      team_id: 'team-eng',
      title: '  ',
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ attributes: expect.arrayContaining(['title']) });
    const priority = await call(agent, 'POST', '/integrations/linear/create_issue', {
      conversation_id: conv.displayId,
      team_id: 'team-eng',
      title: 'x',
      priority: 9,
    });
    expect(priority.status).toBe(422);
    expect(priority.text).toContain('priority');
    const refused = await call(agent, 'POST', '/integrations/linear/create_issue', {
      conversation_id: conv.displayId,
      team_id: 'team-eng',
      title: 'please refuse me',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: expect.stringContaining('Title is not acceptable') });
    const noQ = await call(agent, 'GET', '/integrations/linear/search_issue?q=');
    expect(noQ.status).toBe(422);
    expect(noQ.text).toContain('Specify search string with parameter q');
  });

  it('searches, links an existing issue and unlinks it; another conversation’s link is not removed', async () => {
    const { admin, agent, conv } = await setup();
    const found = await call<{ identifier: string; id: string }[]>(
      agent,
      'GET',
      '/integrations/linear/search_issue?q=safari',
    );
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      expect.objectContaining({ id: 'issue-eng-2', identifier: 'ENG-2', title: 'Export fails on Safari' }),
    ]);
    const linked = await call(agent, 'POST', '/integrations/linear/link_issue', {
      conversation_id: conv.displayId,
      issue_id: 'issue-eng-2',
      title: 'Customer conversation',
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      id: 'issue-eng-2',
      link: `https://desk.example.test/app/accounts/${agent.accountId}/conversations/${conv.displayId}`,
      link_id: expect.any(String),
    });
    const other = await buildConversation(t, admin, { members: [agent] });
    const otherLink = await call(agent, 'POST', '/integrations/linear/link_issue', {
      conversation_id: other.displayId,
      issue_id: 'issue-eng-1',
    });
    const wrong = await call(agent, 'POST', '/integrations/linear/unlink_issue', {
      conversation_id: conv.displayId,
      link_id: otherLink.body.link_id,
    });
    expect(wrong.status).toBe(404);
    expect(linear.attachments()).toHaveLength(2);

    const unlinked = await call(agent, 'POST', '/integrations/linear/unlink_issue', {
      conversation_id: conv.displayId,
      link_id: linked.body.link_id,
      issue_id: 'issue-eng-2',
    });
    expect(unlinked).toMatchObject({ status: 200, body: { link_id: linked.body.link_id } });
    const after = await call<unknown[]>(
      agent,
      'GET',
      `/integrations/linear/linked_issues?conversation_id=${conv.displayId}`,
    );
    expect(after.body).toEqual([]);
    const lines = (
      await call<{ payload: { content: string; message_type: number }[] }>(
        agent,
        'GET',
        `/conversations/${conv.displayId}/messages`,
      )
    ).body.payload
      .filter((m) => m.message_type === 2)
      .map((m) => m.content);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Linear issue ENG-2 was linked by ${agent.user.name}`,
        `Linear issue ENG-2 was unlinked by ${agent.user.name}`,
      ]),
    );
  });

  it('refuses no token, a bot token, another account, an agent outside the inbox and an unconnected account', async () => {
    const { admin, agent, outsider, conv } = await setup();
    const paths: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/integrations/linear/teams'],
      ['GET', '/integrations/linear/team_entities?team_id=team-eng'],
      ['GET', '/integrations/linear/search_issue?q=login'],
      ['GET', `/integrations/linear/linked_issues?conversation_id=${conv.displayId}`],
      [
        'POST',
        '/integrations/linear/create_issue',
        { conversation_id: conv.displayId, team_id: 'team-eng', title: 'x' },
      ],
      ['POST', '/integrations/linear/link_issue', { conversation_id: conv.displayId, issue_id: 'issue-eng-1' }],
      ['POST', '/integrations/linear/unlink_issue', { conversation_id: conv.displayId, link_id: 'attachment-1' }],
    ];
    const bot = await call<{ access_token: string }>(admin, 'POST', '/agent_bots', { name: 'Helper bot' });
    const botHeaders = { api_access_token: bot.body.access_token };
    const stranger = await buildAdmin(t);
    for (const [method, path, body] of paths) {
      expect((await call(null, method, path, body, admin.accountId)).status, path).toBe(401);
      expect((await call({ headers: botHeaders }, method, path, body, admin.accountId)).status, path).toBe(401);
      expect((await call(stranger, method, path, body, admin.accountId)).status, path).toBe(404);
    }
    // The conversation routes check the member may see the conversation.
    const conversationPaths = paths.slice(3);
    const before = linear.calls.length;
    for (const [method, path, body] of conversationPaths) {
      const res = await call(outsider, method, path, body);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject(REFUSED);
    }
    expect(linear.calls.length).toBe(before);
    // Another account's conversation number is not found in the stranger's own account; it has no Linear either.
    expect((await call(stranger, 'GET', '/integrations/linear/teams')).status).toBe(404);
    expect(
      (await call(stranger, 'GET', `/integrations/linear/linked_issues?conversation_id=${conv.displayId}`)).status,
    ).toBe(404);
    // The agent of the inbox may.
    expect(
      (await call(agent, 'GET', `/integrations/linear/linked_issues?conversation_id=${conv.displayId}`)).status,
    ).toBe(200);
  });

  it('a token Linear refuses: 422 with Linear’s message, and the hook marked as needing a reconnect', async () => {
    const { admin, agent } = await setup();
    linear.setRefuseTokens(true);
    const res = await call(agent, 'GET', '/integrations/linear/teams');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: expect.stringContaining('You need to authenticate to access this operation.'),
    });
    expect((await linearApp(agent)).hooks[0]?.settings).toEqual({ reauthorization_required: true });
    // Reconnecting clears it.
    linear.setRefuseTokens(false);
    await connect(admin);
    expect((await linearApp(admin)).hooks[0]?.settings).toEqual({});
    expect((await call(agent, 'GET', '/integrations/linear/teams')).status).toBe(200);
  });
});
