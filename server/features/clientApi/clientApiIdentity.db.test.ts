import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { adminCall, buildApiInbox } from '../widget/widgetTestKit.ts';
import { identifierHash } from '../widget/widgetToken.ts';

const t = setupTestApp();

interface TPublicContact {
  id: number;
  source_id: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  identifier: string | null;
}

const setup = async (mandatory: boolean) => {
  const admin = await buildAdmin(t);
  const inbox = await buildApiInbox(t, admin);
  if (mandatory) await adminCall(t, admin)('PATCH', `/inboxes/${inbox.id}`, { channel: { hmac_mandatory: true } });
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`, payload: payload as never });
  const hash = (id: string) => identifierHash(inbox.hmac_token, id);
  const created = await call('POST', '/contacts', {
    identifier: 'cust-1',
    identifier_hash: hash('cust-1'),
    name: 'Carol Customer',
    email: 'carol@example.test',
    phone_number: '+14155550111',
  });
  expect(created.statusCode, created.body).toBe(200);
  return { admin, call, hash, customer: created.json<TPublicContact>() };
};

describe('client API identity', () => {
  it('HMAC optional: creating with a verified email or phone makes a new contact without them', async () => {
    const { call, customer } = await setup(false);
    for (const body of [
      { name: 'Mallory', email: 'CAROL@example.test' },
      { name: 'Mallory', phone_number: '+14155550111' },
      { name: 'Mallory', identifier: 'mallory', email: 'carol@example.test' },
    ]) {
      const res = await call('POST', '/contacts', body);
      expect(res.statusCode, res.body).toBe(200);
      const got = res.json<TPublicContact>();
      expect(got.id).not.toBe(customer.id);
      expect(res.body).not.toContain('Carol');
      expect(got).toMatchObject({ name: 'Mallory', email: null, phone_number: null });
    }
  });

  it('a verified identifier is reused only with its hash; an unverified one as before', async () => {
    const { call, hash, customer } = await setup(false);
    const bare = await call('POST', '/contacts', { identifier: 'cust-1' });
    expect(bare.statusCode).toBe(401);
    expect(bare.body).not.toContain('Carol');
    const signed = await call('POST', '/contacts', { identifier: 'cust-1', identifier_hash: hash('cust-1') });
    expect(signed.json()).toMatchObject({ id: customer.id, email: 'carol@example.test' });
    // Unverified contacts keep Chatwoot's reuse by email.
    const first = (await call('POST', '/contacts', { name: 'Uma', email: 'uma@example.test' })).json<TPublicContact>();
    const second = await call('POST', '/contacts', { email: 'uma@example.test' });
    expect(second.json<TPublicContact>().id).toBe(first.id);
  });

  it('PATCH with a verified email or phone leaves both contacts as they were', async () => {
    const { admin, call, customer } = await setup(false);
    const own = (await call('POST', '/contacts', { name: 'Mallory' })).json<TPublicContact>();
    const res = await call('PATCH', `/contacts/${own.source_id}`, {
      email: 'carol@example.test',
      phone_number: '+14155550111',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: own.id, email: null, phone_number: null, name: 'Mallory' });
    const stolen = await call('PATCH', `/contacts/${own.source_id}`, { identifier: 'cust-1' });
    expect(stolen.statusCode).toBe(401);
    const read = await adminCall(t, admin)<{ payload: TPublicContact }>('GET', `/contacts/${customer.id}`);
    expect(read.payload).toMatchObject({ name: 'Carol Customer', email: 'carol@example.test' });
  });

  it('HMAC mandatory: email, phone and identifier need a valid hash on create and update', async () => {
    const { call, hash } = await setup(true);
    expect((await call('POST', '/contacts', { email: 'new@example.test' })).statusCode).toBe(401);
    expect((await call('POST', '/contacts', { phone_number: '+14155550199' })).statusCode).toBe(401);
    const anon = await call('POST', '/contacts', { name: 'Anon' });
    expect(anon.statusCode, anon.body).toBe(200);
    const c = `/contacts/${anon.json<TPublicContact>().source_id}`;
    expect((await call('PATCH', c, { email: 'carol@example.test' })).statusCode).toBe(401);
    expect((await call('PATCH', c, { name: 'Still anon' })).statusCode).toBe(200);
    const proven = await call('PATCH', c, {
      identifier: 'anon-7',
      identifier_hash: hash('anon-7'),
      email: 'anon7@example.test',
    });
    expect(proven.json()).toMatchObject({ identifier: 'anon-7', email: 'anon7@example.test' });
    // Once proven, the session may change its own email.
    expect((await call('PATCH', c, { email: 'anon7b@example.test' })).json()).toMatchObject({
      email: 'anon7b@example.test',
    });
  });
});
