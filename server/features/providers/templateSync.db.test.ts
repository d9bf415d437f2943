import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { api, drain, startFakeProvider, type TFakeProvider, type TRecorded } from '../../test/fakeProvider.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
const { call } = helpers(t);
let fake: TFakeProvider;

const approved = (name: string, header?: string) => ({
  id: `id-${name}`,
  name,
  status: 'APPROVED',
  category: 'UTILITY',
  language: 'en_US',
  components: [
    ...(header ? [{ type: 'HEADER', format: header }] : []),
    { type: 'BODY', text: `Hi {{1}}, ${name} {{2}}` },
  ],
});

/** A text header, body variables and a URL button after a quick reply (so the URL button is index 1). */
const trackOrder = {
  id: 'id-track',
  name: 'track_order',
  status: 'APPROVED',
  category: 'UTILITY',
  language: 'en_US',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
    { type: 'BODY', text: 'Hi {{1}}, order {{2}} left the warehouse' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Thanks' },
        { type: 'URL', text: 'Track', url: 'https://shop.test/track/{{1}}' },
      ],
    },
  ],
};

const twilioContent = (sid: string, name: string, status: string, types: Record<string, unknown>) => ({
  sid,
  friendly_name: name,
  language: 'en',
  variables: { 1: 'name' },
  types,
  approval_requests: { name, category: 'utility', status },
});

const reply = (req: TRecorded) => {
  if (req.url.includes('/222/message_templates') && !req.url.includes('after='))
    return {
      status: 200,
      body: {
        data: [approved('order_update'), approved('promo', 'IMAGE')],
        paging: { next: 'https://graph.facebook.com/v22.0/222/message_templates?limit=100&after=abc' },
      },
    };
  if (req.url.includes('/222/message_templates')) return { status: 200, body: { data: [approved('welcome')] } };
  if (req.url.includes('/333/message_templates')) return { status: 200, body: { data: [trackOrder] } };
  if (req.url.startsWith('/360/configs/templates'))
    return { status: 200, body: { waba_templates: [approved('d360')] } };
  if (req.url.startsWith('/v1/ContentAndApprovals'))
    return {
      status: 200,
      body: {
        contents: [
          twilioContent('HX1', 'shipping', 'approved', { 'twilio/text': { body: 'Hello {{1}}, it shipped' } }),
          twilioContent('HX2', 'banner', 'approved', {
            'twilio/media': { body: 'Look {{1}}', media: ['https://x.test/a.png'] },
          }),
          twilioContent('HX3', 'draft', 'pending', { 'twilio/text': { body: 'Not yet' } }),
          twilioContent('HX4', 'card', 'approved', {
            'whatsapp/card': {
              header_text: 'Order {{1}}',
              body: 'Hi {{2}}, it is on its way',
              actions: [{ type: 'URL', title: 'Track', url: 'https://shop.test/t/{{3}}' }],
            },
          }),
        ],
        meta: { next_page_url: null },
      },
    };
  if (req.url.endsWith('/Messages.json')) return { status: 201, body: { sid: 'SM1' } };
  return { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.T1' }] } };
};

beforeAll(async () => {
  fake = await startFakeProvider(reply);
  t.config.messaging.whatsappApiUrl = fake.url;
  t.config.messaging.dialog360ApiUrl = `${fake.url}/360`;
  t.config.messaging.twilioApiUrl = fake.url;
  t.config.messaging.twilioContentApiUrl = fake.url;
});
afterAll(() => fake.close());

let phone = 5550100;
const nextPhone = () => `+1555${++phone}`;

const whatsappInbox = (admin: TMember, provider: 'whatsapp_cloud' | 'default' = 'whatsapp_cloud', waba = '222') =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'WhatsApp',
    channel: {
      type: 'whatsapp',
      provider,
      phone_number: nextPhone(),
      provider_config:
        provider === 'whatsapp_cloud'
          ? { api_key: 'wa-key', phone_number_id: '111', business_account_id: waba }
          : { api_key: 'd360-key' },
    },
  });

const twilioInbox = (admin: TMember) =>
  api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: {
      name: 'Twilio WA',
      medium: 'whatsapp',
      account_sid: 'AC9',
      auth_token: 'tw-token',
      phone_number: nextPhone(),
    },
  });

const contact = (admin: TMember, phone_number: string) =>
  api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', { name: 'Nadia', phone_number });

const sync = (who: TMember, inboxId: number) =>
  call<{ message: string; templates_count: number }>(who, 'POST', `/inboxes/${inboxId}/sync_templates`);

const inboxTemplates = async (admin: TMember, id: number) =>
  (
    await call<{ message_templates: { name: string; content_sid?: string; status: string }[] }>(
      admin,
      'GET',
      `/inboxes/${id}`,
    )
  ).body.message_templates;

describe('POST inboxes/:id/sync_templates', () => {
  it('401 without a token, 404 for another account, 422 for a channel without templates', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const inbox = await whatsappInbox(admin);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}/sync_templates`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(other, 'POST', `/inboxes/${inbox.id}/sync_templates`)).status).toBe(404);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await call(agent, 'POST', `/inboxes/${inbox.id}/sync_templates`)).status).toBe(401);
    const web = await api<{ id: number }>(t, admin, 'POST', '/inboxes', { name: 'API', channel: { type: 'api' } });
    const refused = await sync(admin, web.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('only available for WhatsApp');
  });

  it('stores WhatsApp Cloud templates across pages, and 360dialog ones', async () => {
    const admin = await buildAdmin(t);
    const inbox = await whatsappInbox(admin);
    fake.requests.length = 0;
    const res = await sync(admin, inbox.id);
    expect(res.status).toBe(200);
    expect(res.body.templates_count).toBe(3);
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/v22.0/222/message_templates?limit=100',
      '/v22.0/222/message_templates?limit=100&after=abc',
    ]);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer wa-key');
    expect((await inboxTemplates(admin, inbox.id)).map((x) => x.name)).toEqual(['order_update', 'promo', 'welcome']);

    const d360 = await whatsappInbox(admin, 'default');
    expect((await sync(admin, d360.id)).status).toBe(200);
    expect((await inboxTemplates(admin, d360.id)).map((x) => x.name)).toEqual(['d360']);
  });

  it('turns a provider refusal into a 422 with its message', async () => {
    const admin = await buildAdmin(t);
    const inbox = await whatsappInbox(admin);
    fake.replyNext({ status: 401, body: { error: { message: 'Invalid OAuth access token' } } });
    const res = await sync(admin, inbox.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The provider refused: Invalid OAuth access token');
  });
});

describe('template sends', () => {
  it('syncs Twilio content templates and sends one as ContentSid with ContentVariables', async () => {
    const admin = await buildAdmin(t);
    const inbox = await twilioInbox(admin);
    fake.requests.length = 0;
    expect((await sync(admin, inbox.id)).status).toBe(200);
    expect(fake.requests[0]!.url).toBe('/v1/ContentAndApprovals?PageSize=500');
    expect(fake.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('AC9:tw-token').toString('base64')}`);
    const templates = await inboxTemplates(admin, inbox.id);
    expect(templates).toMatchObject([
      { name: 'shipping', content_sid: 'HX1', status: 'APPROVED', components: [{ type: 'BODY' }] },
      { name: 'banner', content_sid: 'HX2', components: [{ type: 'HEADER', format: 'IMAGE' }, { type: 'BODY' }] },
      { name: 'draft', status: 'PENDING' },
      {
        name: 'card',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
          { type: 'BODY', text: 'Hi {{2}}, it is on its way' },
          { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://shop.test/t/{{3}}' }] },
        ],
      },
    ]);

    const c = await contact(admin, '+15559990001');
    const unknown = await call(admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: c.payload.contact.id,
      message: { content: 'x', template_params: { name: 'nope', language: 'en', processed_params: {} } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ attributes: ['template_params'] });
    const list = await call<{ data: { payload: unknown[] } }>(admin, 'GET', '/conversations?assignee_type=all');
    expect(list.body.data.payload).toHaveLength(0);

    const created = await call<{ id: number; messages: { content: string }[] }>(admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: c.payload.contact.id,
      source_id: '+15559990001',
      message: {
        content: 'Hello Nadia, it shipped',
        template_params: { name: 'shipping', category: 'UTILITY', language: 'en', processed_params: { 1: 'Nadia' } },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.messages[0]!.content).toBe('Hello Nadia, it shipped');
    fake.requests.length = 0;
    await drain(t);
    const form = new URLSearchParams(fake.requests[0]!.body);
    expect(fake.requests[0]!.url).toBe('/2010-04-01/Accounts/AC9/Messages.json');
    expect(form.get('To')).toBe('whatsapp:+15559990001');
    expect(form.get('ContentSid')).toBe('HX1');
    expect(JSON.parse(form.get('ContentVariables')!)).toEqual({ 1: 'Nadia' });
    expect(form.get('Body')).toBeNull();
  });

  it('sends a WhatsApp Cloud template message with its body parameters in order', async () => {
    const admin = await buildAdmin(t);
    const inbox = await whatsappInbox(admin);
    const c = await contact(admin, '+15559990002');
    const created = await call(admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: c.payload.contact.id,
      source_id: '15559990002',
      message: {
        content: 'Hi Nadia, order_update 42',
        template_params: {
          name: 'order_update',
          category: 'UTILITY',
          language: 'en_US',
          processed_params: { 2: '42', 1: 'Nadia' },
        },
      },
    });
    expect(created.status).toBe(200);
    fake.requests.length = 0;
    await drain(t);
    expect(fake.requests[0]!.url).toBe('/v22.0/111/messages');
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '15559990002',
      type: 'template',
      template: {
        name: 'order_update',
        language: { policy: 'deterministic', code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Nadia' },
              { type: 'text', text: '42' },
            ],
          },
        ],
      },
    });
  });
});

describe('template header and button parameters', () => {
  const start = (admin: TMember, inboxId: number, contactId: number, source_id: string, params: unknown) =>
    call<{ id: number; message: string; attributes: string[] }>(admin, 'POST', '/conversations', {
      inbox_id: inboxId,
      contact_id: contactId,
      source_id,
      message: { content: 'Hi Nadia, order 42 left the warehouse', template_params: params },
    });

  it('WhatsApp Cloud: refuses a send missing a variable, then sends header, body and URL button parameters', async () => {
    const admin = await buildAdmin(t);
    const inbox = await whatsappInbox(admin, 'whatsapp_cloud', '333');
    expect((await sync(admin, inbox.id)).status).toBe(200);
    const c = await contact(admin, '+15559990003');
    const base = { name: 'track_order', category: 'UTILITY', language: 'en_US' };

    const missing = await start(admin, inbox.id, c.payload.contact.id, '15559990003', {
      ...base,
      processed_params: { body: { 1: 'Nadia', 2: '42' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.attributes).toEqual(['template_params']);
    expect(missing.body.message).toBe('Template track_order needs a value for header {{1}}, button 2 {{1}}');

    const created = await start(admin, inbox.id, c.payload.contact.id, '15559990003', {
      ...base,
      processed_params: {
        header: { 1: 'A-42' },
        body: { 1: 'Nadia', 2: '42' },
        buttons: [null, { type: 'url', parameter: 'A-42' }],
      },
    });
    expect(created.status).toBe(200);
    // A reply in the same conversation with the same template is held to the same rule.
    const reply = await call<{ message: string }>(admin, 'POST', `/conversations/${created.body.id}/messages`, {
      content: 'Order 42 update',
      template_params: { ...base, processed_params: { body: { 1: 'Nadia', 2: '42' } } },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('Template track_order needs a value for header {{1}}, button 2 {{1}}');
    fake.requests.length = 0;
    await drain(t);
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({
      type: 'template',
      template: {
        name: 'track_order',
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'A-42' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Nadia' },
              { type: 'text', text: '42' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'A-42' }] },
        ],
      },
    });
  });

  it('Twilio: header, body and URL button values all go in ContentVariables under their variable', async () => {
    const admin = await buildAdmin(t);
    const inbox = await twilioInbox(admin);
    expect((await sync(admin, inbox.id)).status).toBe(200);
    const c = await contact(admin, '+15559990004');
    const base = { name: 'card', category: 'UTILITY', language: 'en' };

    const missing = await start(admin, inbox.id, c.payload.contact.id, '+15559990004', {
      ...base,
      processed_params: { body: { 2: 'Nadia' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Template card needs a value for header {{1}}, button 1 {{3}}');

    const created = await start(admin, inbox.id, c.payload.contact.id, '+15559990004', {
      ...base,
      processed_params: {
        header: { 1: 'A-42' },
        body: { 2: 'Nadia' },
        buttons: [{ type: 'url', parameter: 'A-42/eta' }],
      },
    });
    expect(created.status).toBe(200);
    fake.requests.length = 0;
    await drain(t);
    const form = new URLSearchParams(fake.requests[0]!.body);
    expect(form.get('ContentSid')).toBe('HX4');
    expect(JSON.parse(form.get('ContentVariables')!)).toEqual({ 1: 'A-42', 2: 'Nadia', 3: 'A-42/eta' });

    // Twilio's variables are one set: the flat shape fills every one of them too.
    const flat = await start(admin, inbox.id, c.payload.contact.id, '+15559990004', {
      ...base,
      processed_params: { 1: 'B-7', 2: 'Sam', 3: 'B-7' },
    });
    expect(flat.status).toBe(200);
  });
});
