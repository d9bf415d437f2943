import ChatwootClient from '@figuro/chatwoot-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems, loadChatwootPlatformSpec, loadChatwootSpec } from './test/contract.ts';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from './test/factories.ts';
import { buildConversation } from './test/conversationFactories.ts';
import { buildPlatformApp } from './test/platformFactories.ts';

/**
 * Chatwoot's published operations called through a real Chatwoot SDK (@figuro/chatwoot-sdk) against the
 * app listening on a local port: the SDK's own URLs, verbs and bodies are what is tested, and the answer
 * is checked against the OpenAPI's schema where it names one (the OpenAPI vendored in server/test/chatwoot-api/).
 * Every method of the SDK is called here unless NOT_HERE says why not (the last tests check both ways).
 */
const t = setupTestApp();
const spec = loadChatwootSpec();
const schemas = spec?.components.schemas ?? {};
/**
 * Fields not checked against the OpenAPI, each with why: where the product spec overrides it (DESIGN §1),
 * where Chatwoot itself sends another shape than its OpenAPI documents (we follow Chatwoot: its jbuilder
 * views, read for docs/API.md "Response shapes"), and where we deliberately differ from both.
 */
const DEVIATIONS = {
  'agent.availability_status': 'online instead of available',
  // Deliberate (security): tokens are stored hashed, so only the create answer can show it (asserted below).
  'agent_bot.access_token': 'shown only in the create answer; list, show and update answers lack it',
  'contact.payload': 'Chatwoot contacts/show renders payload as the contact object, not an array',
  'conversation.timestamp': 'Chatwoot sends last_activity_at.to_i, a number',
  'conversation.applied_sla': 'Chatwoot sends it only in Enterprise with the sla feature on; we have no SLA',
  'conversation.sla_events': 'Chatwoot sends it only in Enterprise with the sla feature on; we have no SLA',
  'message.updated_at': "Chatwoot's message push_event_data carries the record's updated_at, an ISO string",
  'message.sender_type': 'Chatwoot sends the Rails class name: User, Contact or AgentBot',
  'message.conversation': "Chatwoot's REST message answers (models/_message) have none; only its events do",
  'message.attachment': 'Chatwoot sends attachments (an array, when there are any), never attachment',
  'custom_attribute.attribute_values': 'Chatwoot sends its jsonb array column (default [])',
  'custom_filter.type': 'Chatwoot sends filter_type',
  'inbox.selected_feature_flags': "Chatwoot sends the channel's selected flag names, an array",
  'public_conversation.inbox_id': 'Chatwoot sends the id as a number',
  'public_message.id': 'Chatwoot sends the id as a number',
  'public_message.conversation_id': "Chatwoot sends the conversation's display_id as a number",
  'public_message.message_type': 'Chatwoot sends message_type_before_type_cast, a number',
  'public_message.created_at': 'Chatwoot sends created_at.to_i, a number',
  'public_message.content_attributes': 'Chatwoot sends the jsonb object',
  'integrations_hook.id': 'Chatwoot sends the id as a number',
  'integrations_hook.account_id': 'Chatwoot sends the id as a number',
  'integrations_hook.inbox_id': 'Chatwoot sends the id as a number (null for an account hook)',
  'integrations_hook.hook_type': "Chatwoot's models/_hook sends the enum's name: account or inbox",
};

const platformSchemas = loadChatwootPlatformSpec().components.schemas;
/** Platform answers that differ from the platform OpenAPI on purpose. */
const PLATFORM_DEVIATIONS = {
  'agent_bot.access_token': 'tokens are stored hashed: only the create answer shows it',
  'user.access_token': 'tokens are stored hashed: POST users/{id}/token gives a new one',
};

let admin: TMember;
let sdk: ChatwootClient;
/** The same SDK with a platform app's token: its platform services (and the top-level users, agentBots). */
let platformSdk: ChatwootClient;
let accountId: number;

/** Every SDK method a test below calls ("service.method"; the client and platform groups prefixed). */
const called = new Set<string>();
const methodsOf = (service: object) =>
  Object.getOwnPropertyNames(Object.getPrototypeOf(service)).filter((m) => m !== 'constructor');
/** The service with each call recorded in `called`. */
const recorded = <T extends object>(name: string, service: T): T =>
  new Proxy(service, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        called.add(`${name}.${String(prop)}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
/** The SDK's services by name: "contacts", "client.contacts", "platform.users", … */
const servicesOf = (client: ChatwootClient) =>
  Object.entries(client as unknown as Record<string, unknown>).flatMap(([key, value]): [string, object][] => {
    if (!value || typeof value !== 'object' || key === 'chatwootAPI') return [];
    if (key === 'client' || key === 'platform') {
      return Object.entries(value as Record<string, object>).map(([sub, service]) => [`${key}.${sub}`, service]);
    }
    return [[key, value]];
  });
/**
 * SDK methods with no test here, each with why: an endpoint this server does not have yet, or an SDK URL that
 * no Chatwoot route answers. Every other method of the SDK must be called by a test in this file.
 */
const NOT_HERE: Record<string, string> = {
  'inboxes.removeAgent': 'the SDK sends DELETE /inbox_members/{inbox_id}; Chatwoot routes DELETE /inbox_members',
  'teams.listMembers': 'the SDK omits /api/v1 from the team member URLs',
  'teams.addAgent': 'the SDK omits /api/v1 from the team member URLs',
  'teams.updateAgentsInTeam': 'the SDK omits /api/v1 from the team member URLs',
  'teams.removeAgent': 'the SDK omits /api/v1 from the team member URLs',
  'messages.update':
    "Chatwoot's PATCH takes an API inbox message's status only (tested in the messages tests); the SDK sends content",
};

beforeAll(async () => {
  if (!spec) return;
  const basePath = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await buildAdmin(t);
  accountId = admin.accountId;
  sdk = new ChatwootClient({
    config: { basePath, with_credentials: false, credentials: 'omit', token: admin.apiToken },
  });
  const { token } = await buildPlatformApp(t);
  platformSdk = new ChatwootClient({ config: { basePath, with_credentials: false, credentials: 'omit', token } });
  for (const client of [sdk, platformSdk]) {
    const groups = client as unknown as Record<string, Record<string, object>>;
    for (const [name, service] of servicesOf(client)) {
      const [group, sub] = name.split('.');
      if (sub && group) groups[group]![sub] = recorded(name, service);
      else if (group) (client as unknown as Record<string, object>)[group] = recorded(name, service);
    }
  }
});

/** The SDK's types follow the OpenAPI, not Chatwoot's real wire shapes: read answers loosely. */
const ids = (v: unknown): number[] => {
  const list = Array.isArray(v) ? v : (v as { payload?: unknown }).payload;
  return Array.isArray(list) ? list.map((x) => (x as { id: number }).id) : [];
};
type TFn = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;
type TClientApi = Record<'contacts' | 'conversations' | 'messages', Record<'create' | 'get' | 'update' | 'list', TFn>>;
const clientApi = () => sdk.client as unknown as TClientApi;
/** The SDK types its platform group as `{}`: its four services, read loosely as the client API is. */
type TCrud = Record<'create' | 'get' | 'update' | 'delete' | 'list' | 'getSSOUrl', TFn>;
type TPlatformApi = Record<'users' | 'accounts' | 'accountUsers' | 'agentBots', TCrud>;
type TTopLevel = Record<'users' | 'agentBots', TCrud>;
const idOf = (v: unknown) => (v as { id: number }).id;

/** Names the SDK call that failed: the SDK's own error says only the status text. */
const step = async <T>(label: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (err) {
    const e = err as { status?: number; body?: unknown; message?: string };
    throw new Error(`${label} → ${e.status ?? '?'} ${JSON.stringify(e.body ?? e.message)}`, { cause: err });
  }
};
const shape = (name: string, value: unknown) => expect(contractProblems(schemas, name, value, DEVIATIONS)).toEqual([]);
/**
 * Answers whose shape differs from the OpenAPI today: recorded, and asserted by the it.fails at the end,
 * so the calls themselves still have to succeed. Owned by the engineers fixing issue 17 items 2–8.
 */
const drifts: string[] = [];
const drift = (name: string, value: unknown) => drifts.push(...contractProblems(schemas, name, value, DEVIATIONS));
const inject = async <T>(method: 'POST' | 'GET', url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}${url}`,
    headers: admin.headers,
    payload: payload as never,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
};
const apiInbox = () =>
  inject<{ id: number; inbox_identifier?: string }>('POST', '/inboxes', {
    name: 'API',
    channel: { type: 'api', webhook_url: '' },
  });

describe.skipIf(!spec)('the Chatwoot SDK against the app', () => {
  it('agents: list, create, update, delete', async () => {
    const list = await sdk.agents.list({ accountId });
    for (const a of list) shape('agent', a);
    const made = await sdk.agents.create({
      accountId,
      data: { name: 'Sdk Agent', email: 'sdk.agent@example.test', role: 'agent' },
    });
    shape('agent', made);
    const id = made.id ?? 0;
    const updated = await sdk.agents.update({ accountId, id, data: { role: 'administrator' } });
    expect(updated).toMatchObject({ role: 'administrator' });
    await sdk.agents.delete({ accountId, id });
  });

  it('account agent bots: create, get, update, list, delete', async () => {
    const made = await sdk.accountAgentBots.create({
      accountId,
      data: { name: 'Bot', outgoing_url: 'https://bot.test/x' },
    });
    shape('agent_bot', made);
    expect((made as { access_token?: unknown }).access_token).toEqual(expect.any(String));
    const id = made.id ?? 0;
    shape('agent_bot', await sdk.accountAgentBots.get({ accountId, id }));
    expect(await sdk.accountAgentBots.update({ accountId, id, data: { name: 'Bot 2' } })).toMatchObject({
      name: 'Bot 2',
    });
    expect((await sdk.accountAgentBots.list({ accountId })).length).toBeGreaterThan(0);
    await sdk.accountAgentBots.delete({ accountId, id });
  });

  it('canned responses: create, list, update, delete', async () => {
    const made = await sdk.cannedResponses.create({ accountId, data: { short_code: 'hi', content: 'Hello there' } });
    shape('canned_response', made);
    const id = made.id ?? 0;
    expect((await sdk.cannedResponses.list({ accountId })).map((c) => c.id)).toContain(id);
    expect(await sdk.cannedResponses.update({ accountId, id, data: { content: 'Hi!' } })).toMatchObject({
      content: 'Hi!',
    });
    await sdk.cannedResponses.delete({ accountId, id });
  });

  it('contacts: create, get, update, list, search, filter, conversations, delete', async () => {
    const made = await sdk.contacts.create({
      accountId,
      data: { name: 'Sdk Contact', email: 'sdk.c@example.test' } as never,
    });
    const id = (made as { payload?: { contact?: { id?: number } } }).payload?.contact?.id ?? 0;
    expect(id).toBeGreaterThan(0);
    drift('contact', await sdk.contacts.get({ accountId, id }));
    await sdk.contacts.update({ accountId, id, data: { name: 'Renamed' } });
    expect(ids(await sdk.contacts.list({ accountId })).length).toBeGreaterThan(0);
    expect(ids(await sdk.contacts.search({ accountId, q: 'Renamed' }))).toContain(id);
    const filtered = await sdk.contacts.filter({
      accountId,
      payload: [{ attribute_key: 'name', filter_operator: 'contains', values: ['Renamed'] }],
    });
    expect(ids(filtered)).toContain(id);
    await sdk.contacts.listConversations({ accountId, id });
    await sdk.contacts.delete({ accountId, id });
  });

  it('contact inboxes: create and contactable inboxes', async () => {
    const inbox = await apiInbox();
    const made = await inject<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Ci' });
    const id = made.payload.contact.id;
    shape('contact_inboxes', await sdk.contact.create({ accountId, id, data: { inbox_id: inbox.id } }));
    const inboxes = await sdk.contact.getContactable({ accountId, id });
    expect(inboxes).toBeDefined();
  });

  it('conversations: create, get, list, meta, filter, toggle status, assign, labels', async () => {
    const { contactId, inboxId } = await buildConversation(t, admin);
    const made = await sdk.conversations.create({
      accountId,
      data: { inbox_id: inboxId, contact_id: contactId, message: { content: 'from the SDK' } } as never,
    });
    const conversationId = made.id ?? 0;
    expect(conversationId).toBeGreaterThan(0);
    const shown = await sdk.conversations.get({ accountId, conversationId });
    drift('conversation', shown);
    expect(shown).toMatchObject({ sla_policy_id: null, timestamp: expect.any(Number) });
    const list = await sdk.conversations.list({ accountId, status: 'open' });
    expect(list.data?.meta).toBeDefined();
    expect(await sdk.conversations.getMeta({ accountId, status: 'open' })).toBeDefined();
    await sdk.conversations.filter({
      accountId,
      payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
    });
    expect(
      await sdk.conversations.toggleStatus({ accountId, conversationId, data: { status: 'resolved' } }),
    ).toMatchObject({ payload: { current_status: 'resolved' } });
    const assigned = await sdk.conversationAssignment.assign({
      accountId,
      conversationId,
      data: { assignee_id: admin.user.id },
    });
    expect(assigned).toMatchObject({ id: admin.user.id });
    await buildLabels(t, accountId, ['sdk']);
    await sdk.conversationLabels.add({ accountId, conversationId, data: { labels: ['sdk'] } });
    expect(await sdk.conversationLabels.list({ accountId, conversationId })).toMatchObject({ payload: ['sdk'] });
  });

  it('messages: create, list, delete', async () => {
    const { displayId: conversationId } = await buildConversation(t, admin);
    const made = await sdk.messages.create({ accountId, conversationId, data: { content: 'Hello, World!' } });
    drift('message', made);
    expect(made).toMatchObject({ processed_message_content: 'Hello, World!', sentiment: {} });
    const list = await sdk.messages.list({ accountId, conversationId });
    expect(ids(list)).toContain(made.id);
    await sdk.messages.delete({ accountId, conversationId, messageId: made.id ?? 0 });
  });

  it('custom attributes: create, get, update, list, delete', async () => {
    const made = await sdk.customAttributes.create({
      accountId,
      data: {
        attribute_display_name: 'Plan',
        attribute_display_type: 0,
        attribute_key: 'plan',
        attribute_model: 1,
      },
    });
    drift('custom_attribute', made);
    const id = made.id ?? 0;
    drift('custom_attribute', await sdk.customAttributes.get({ accountId, id }));
    await sdk.customAttributes.update({ accountId, id, data: { attribute_description: 'Paid plan' } });
    expect((await sdk.customAttributes.list({ accountId, attributeModel: '1' })).map((a) => a.id)).toContain(id);
    await sdk.customAttributes.delete({ accountId, id });
  });

  it('custom filters: create, get, update, list, delete', async () => {
    const made = await sdk.customFilters.create({
      accountId,
      filterType: 'conversation',
      data: {
        name: 'Open',
        type: 'conversation',
        query: { payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }] },
      },
    });
    drift('custom_filter', made);
    const customFilterId = made.id ?? 0;
    drift('custom_filter', await sdk.customFilters.get({ accountId, customFilterId }));
    await sdk.customFilters.update({ accountId, customFilterId, data: { name: 'Still open' } });
    expect((await sdk.customFilters.list({ accountId, filterType: 'conversation' })).length).toBeGreaterThan(0);
    await sdk.customFilters.delete({ accountId, customFilterId });
  });

  it('inboxes: create, get, update, list, agent bot, members', async () => {
    const made = await step('create', () =>
      sdk.inboxes.create({
        accountId,
        data: { name: 'Sdk inbox', channel: { type: 'web_widget', website_url: 'https://sdk.test' } },
      }),
    );
    drift('inbox', made);
    const id = made.id ?? 0;
    drift('inbox', await step('get', () => sdk.inboxes.get({ accountId, id })));
    await step('update', () => sdk.inboxes.update({ accountId, id, data: { name: 'Renamed inbox' } as never }));
    expect(ids(await step('list', () => sdk.inboxes.list({ accountId })))).toContain(id);
    await step('getAgentBot', () => sdk.inboxes.getAgentBot({ accountId, id }));
    await step('updateAgentBot', () =>
      sdk.inboxes.updateAgentBot({ accountId, id, data: { agent_bot: null as never } }),
    );
    const agent = await buildMember(t, { accountId });
    const members = { inbox_id: String(id), user_ids: [agent.user.id] };
    await step('addAgent', () => sdk.inboxes.addAgent({ accountId, data: members }));
    await step('updateAgentsInInbox', () => sdk.inboxes.updateAgentsInInbox({ accountId, data: members }));
    expect(ids(await step('listAgents', () => sdk.inboxes.listAgents({ accountId, inboxId: id })))).toContain(
      agent.user.id,
    );
  });

  it('teams: create, get, update, list, delete', async () => {
    const made = await sdk.teams.create({ accountId, data: { name: 'sdk team' } });
    shape('team', made);
    const teamId = made.id ?? 0;
    shape('team', await sdk.teams.get({ accountId, teamId }));
    await sdk.teams.update({ accountId, teamId, data: { description: 'from the SDK' } });
    expect((await sdk.teams.list({ accountId })).map((x) => x.id)).toContain(teamId);
    await sdk.teams.delete({ accountId, teamId });
  });

  // The account webhooks API (/api/v1/accounts/:id/webhooks) in the SDK's shapes.
  it('webhooks: create, list, update, delete', async () => {
    const made = await sdk.webhooks.create({
      accountId,
      data: { url: 'https://hooks.example.test/x', subscriptions: ['message_created'] },
    });
    const webhookId = (made as { payload?: { webhook?: { id?: number } } }).payload?.webhook?.id ?? 0;
    expect(webhookId).toBeGreaterThan(0);
    expect(await sdk.webhooks.list({ accountId })).toBeDefined();
    await sdk.webhooks.update({ accountId, webhookId, data: { url: 'https://hooks.example.test/y' } });
    await sdk.webhooks.delete({ accountId, webhookId });
  });

  it('integrations: list apps, create, update and delete a hook', async () => {
    const inbox = await apiInbox();
    const apps = (await step('list', () => sdk.integrations.list({ accountId }))) as { payload?: unknown[] };
    expect(apps.payload?.length).toBeGreaterThan(0);
    for (const app of apps.payload ?? []) shape('integrations_app', app);
    const key = JSON.stringify({ client_email: 'bot@sdk.test', private_key: 'not-a-real-key' });
    const made = await step('create', () =>
      sdk.integrations.create({
        accountId,
        data: { app_id: 'dialogflow', inbox_id: inbox.id, status: 1, settings: { project_id: 'p', credentials: key } },
      } as never),
    );
    shape('integrations_hook', made);
    expect(JSON.stringify(made)).not.toContain('not-a-real-key');
    const hookId = idOf(made);
    const updated = await step('update', () =>
      sdk.integrations.update({ accountId, hookId, data: { status: 0, settings: { project_id: 'q' } } as never }),
    );
    expect(updated).toMatchObject({ status: false, settings: { project_id: 'q' } });
    await step('delete', () => sdk.integrations.delete({ accountId, hookId }));
  });

  it('client API: contact, conversation and messages as a custom chat client', async () => {
    const inbox = await apiInbox();
    const inboxIdentifier = inbox.inbox_identifier ?? '';
    const contact = await clientApi().contacts.create({
      inboxIdentifier,
      data: { name: 'Visitor', email: 'v@example.test' },
    });
    drift('public_contact', contact);
    const contactIdentifier = String(contact.source_id);
    drift('public_contact', await clientApi().contacts.get({ inboxIdentifier, contactIdentifier }));
    await clientApi().contacts.update({ inboxIdentifier, contactIdentifier, data: { name: 'Visitor 2' } });
    const conversation = await clientApi().conversations.create({ inboxIdentifier, contactIdentifier });
    drift('public_conversation', conversation);
    expect((await clientApi().conversations.list({ inboxIdentifier, contactIdentifier })).length).toBe(1);
    const conversationId = Number(conversation.id);
    const message = await clientApi().messages.create({
      inboxIdentifier,
      contactIdentifier,
      conversationId,
      data: { content: 'Hi from the client' },
    });
    drift('public_message', message);
    expect((await clientApi().messages.list({ inboxIdentifier, contactIdentifier, conversationId })).length).toBe(1);
    // A bot's question answered through the SDK (Chatwoot's client message update: submitted_values).
    const { messages: botMessages } = await inject<{ messages: { id: number }[] }>(
      'POST',
      `/conversations/${conversationId}/messages`,
      {
        content: 'Pick one',
        content_type: 'input_select',
        content_attributes: { items: [{ title: 'Yes', value: 'yes' }] },
      },
    ).then((m) => ({ messages: [m as unknown as { id: number }] }));
    const answered = await step('client.messages.update', () =>
      clientApi().messages.update({
        inboxIdentifier,
        contactIdentifier,
        conversationId,
        messageId: botMessages[0]!.id,
        data: { submitted_values: [{ title: 'Yes', value: 'yes' }] },
      }),
    );
    expect(answered).toBeDefined();
  });

  it('automation rules: create, get, update, list, delete', async () => {
    const made = await step('create', () =>
      sdk.automationRule.create({
        accountId,
        data: {
          name: 'From the SDK',
          event_name: 'conversation_created',
          conditions: [
            { attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null },
          ],
          actions: [{ action_name: 'add_label', action_params: ['sdk'] }],
        },
      }),
    );
    const ruleOf = (v: unknown) =>
      ((v as { payload?: { id?: number } }).payload ?? (v as { id?: number })) as {
        id?: number;
        name?: string;
      };
    const id = ruleOf(made).id ?? 0;
    expect(id).toBeGreaterThan(0);
    expect(ruleOf(await step('get', () => sdk.automationRule.get({ accountId, id }))).name).toBe('From the SDK');
    const updated = await step('update', () =>
      sdk.automationRule.update({ accountId, id, data: { name: 'Renamed by the SDK' } }),
    );
    expect(ruleOf(updated).name).toBe('Renamed by the SDK');
    expect(ids(await step('list', () => sdk.automationRule.list({ accountId })))).toContain(id);
    await step('delete', () => sdk.automationRule.delete({ accountId, id }));
  });

  it('reports and profile: a series, the summary, live metrics, the agents, the signed-in user', async () => {
    const since = String(Math.floor(Date.now() / 1000) - 7 * 86_400);
    const until = String(Math.floor(Date.now() / 1000));
    const series = await step('list', () =>
      sdk.reports.list({ accountId, metric: 'conversations_count', type: 'account', since, until }),
    );
    expect(Array.isArray(series)).toBe(true);
    const summary = await step('listSummaries', () =>
      sdk.reports.listSummaries({ accountId, type: 'account', since, until }),
    );
    expect(summary).toMatchObject({ conversations_count: expect.any(Number) });
    expect(await step('getMetrics', () => sdk.reports.getMetrics({ accountId, type: 'account' }))).toMatchObject({
      open: expect.any(Number),
      unattended: expect.any(Number),
    });
    const agents = await step('getAgentMetrics', () =>
      sdk.reports.getAgentMetrics({ accountId, type: 'agent', userId: String(admin.user.id) }),
    );
    expect(ids(agents)).toContain(admin.user.id);
    expect(await step('profile', () => sdk.profile.profile())).toMatchObject({ id: admin.user.id });
  });

  it('platform: users, accounts, account users, agent bots with a platform app token', async () => {
    const p = platformSdk.platform as unknown as TPlatformApi;
    const platformShape = (name: string, value: unknown) =>
      expect(contractProblems(platformSchemas, name, value, PLATFORM_DEVIATIONS)).toEqual([]);
    const user = await step('users.create', () =>
      p.users.create({ data: { name: 'Platform User', email: 'platform.user@example.test', password: 'Passw0rd!x' } }),
    );
    platformShape('user', user);
    const userId = idOf(user);
    platformShape('user', await step('users.get', () => p.users.get({ id: userId })));
    expect(await step('users.update', () => p.users.update({ id: userId, data: { name: 'Renamed' } }))).toMatchObject({
      name: 'Renamed',
    });
    const sso = (await step('users.getSSOUrl', () => p.users.getSSOUrl({ id: userId }))) as { url?: string };
    expect(sso.url).toContain('sso_auth_token=');

    const account = await step('accounts.create', () => p.accounts.create({ data: { name: 'Platform Account' } }));
    platformShape('platform_account', account);
    const account_id = idOf(account);
    platformShape('platform_account', await step('accounts.get', () => p.accounts.get({ accountId: account_id })));
    expect(
      await step('accounts.update', () =>
        p.accounts.update({ accountId: account_id, data: { name: 'Renamed Account', status: 'active' } }),
      ),
    ).toMatchObject({ name: 'Renamed Account' });

    await step('accountUsers.create', () =>
      p.accountUsers.create({ accountId: account_id, data: { user_id: userId, role: 'agent' } }),
    );
    const members = await step('accountUsers.list', () => p.accountUsers.list({ accountId: account_id }));
    expect(members).toEqual([{ account_id, user_id: userId, role: 'agent' }]);
    await step('accountUsers.delete', () =>
      p.accountUsers.delete({ accountId: account_id, data: { user_id: userId, role: 'agent' } }),
    );

    const bot = await step('agentBots.create', () =>
      p.agentBots.create({ data: { name: 'Platform Bot', outgoing_url: 'https://bot.test/p', account_id } }),
    );
    platformShape('agent_bot', bot);
    const botId = idOf(bot);
    platformShape('agent_bot', await step('agentBots.get', () => p.agentBots.get({ id: botId })));
    expect(ids(await step('agentBots.list', () => p.agentBots.list({})))).toEqual([botId]);
    expect(
      await step('agentBots.update', () => p.agentBots.update({ id: botId, data: { name: 'Bot 2' } })),
    ).toMatchObject({
      name: 'Bot 2',
    });
    await step('agentBots.delete', () => p.agentBots.delete({ id: botId }));
    await step('accounts.delete', () => p.accounts.delete({ accountId: account_id }));
    await step('users.delete', () => p.users.delete({ id: userId }));
  });

  it('the top-level users and agentBots services are the platform ones too', async () => {
    const top = platformSdk as unknown as TTopLevel;
    const made = await step('users.create', () =>
      top.users.create({ data: { name: 'Top', email: 'top.level@example.test' } }),
    );
    const id = idOf(made);
    expect(await top.users.get({ id })).toMatchObject({ id });
    expect(await top.users.update({ id, data: { display_name: 'T' } })).toMatchObject({ display_name: 'T' });
    expect(await top.users.getSSOUrl({ id })).toMatchObject({ url: expect.any(String) });
    await top.users.delete({ id });
    const bot = await top.agentBots.create({ data: { name: 'Top Bot' } });
    const botId = idOf(bot);
    expect(await top.agentBots.get({ id: botId })).toMatchObject({ name: 'Top Bot' });
    expect(await top.agentBots.update({ id: botId, data: { name: 'Top Bot 2' } })).toMatchObject({
      name: 'Top Bot 2',
    });
    expect(ids(await top.agentBots.list({}))).toEqual([botId]);
    await top.agentBots.delete({ id: botId });
  });

  it('calls every SDK method whose endpoint exists here (the others are listed with why)', () => {
    const fresh = new ChatwootClient({
      config: { basePath: 'http://unused.test', with_credentials: false, credentials: 'omit' },
    });
    const all = servicesOf(fresh).flatMap(([name, service]) => methodsOf(service).map((m) => `${name}.${m}`));
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter((m) => !called.has(m) && !NOT_HERE[m])).toEqual([]);
    // A listed method that a test now calls should leave the list.
    expect(Object.keys(NOT_HERE).filter((m) => called.has(m))).toEqual([]);
  });

  // Every drift is either fixed to Chatwoot's real shape or listed, with its reason, in DEVIATIONS.
  it("every answer above matches the OpenAPI's schema", () => {
    expect(drifts).toEqual([]);
  });
});
