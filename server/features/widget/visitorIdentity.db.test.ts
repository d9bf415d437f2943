import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from './widgetTestKit.ts';
import { identifierHash } from './widgetToken.ts';

const t = setupTestApp();
let ipSeq = 0;
const freshIp = () => `192.0.2.${++ipSeq}`;

interface TContact {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  identifier: string | null;
  hmac_verified: boolean;
}

/** An inbox with a customer who signed in through the widget with a valid identifier_hash. */
const verifiedCustomer = async (mandatory: boolean) => {
  const admin = await buildAdmin(t);
  const inbox = await buildWebsiteInbox(t, admin);
  if (mandatory) await adminCall(t, admin)('PATCH', `/inboxes/${inbox.id}`, { channel: { hmac_mandatory: true } });
  const customer = await widgetVisitor(t, inbox.website_token, freshIp());
  const res = await customer.call('PATCH', '/contact/set_user', {
    identifier: 'cust-1',
    identifier_hash: identifierHash(inbox.hmac_token, 'cust-1'),
    name: 'Carol Customer',
    email: 'carol@example.test',
    phone_number: '+14155550111',
  });
  expect(res.statusCode, res.body).toBe(200);
  const contact = res.json<TContact>();
  expect(contact.hmac_verified).toBe(true);
  return { admin, inbox, customer, contact };
};

const readContact = (admin: Awaited<ReturnType<typeof buildAdmin>>, id: number) =>
  adminCall(t, admin)<{ payload: TContact }>('GET', `/contacts/${id}`);

describe('widget identity', () => {
  it('HMAC mandatory: an anonymous visitor naming a verified email gets 401 and nothing of the customer', async () => {
    const { admin, inbox, contact } = await verifiedCustomer(true);
    const intruder = await widgetVisitor(t, inbox.website_token, freshIp());
    for (const body of [{ email: 'carol@example.test' }, { phone_number: '+14155550111' }, { email: 'new@x.test' }]) {
      const res = await intruder.call('PATCH', '/contact', body);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.body).not.toContain('Carol');
    }
    // Name and attributes still change without a hash; identity fields do not.
    const named = await intruder.call('PATCH', '/contact', { name: 'Ann' });
    expect(named.json()).toMatchObject({ id: intruder.config.contact.id, name: 'Ann', email: null });
    // The pre-chat form's email is skipped rather than refused.
    const conv = await intruder.call('POST', '/conversations', {
      contact: { name: 'Ann', email: 'carol@example.test' },
      message: { content: 'hello' },
    });
    expect(conv.statusCode, conv.body).toBe(200);
    expect((await intruder.call('GET', '/contact')).json()).toMatchObject({
      id: intruder.config.contact.id,
      email: null,
    });
    expect((await readContact(admin, contact.id)).payload).toMatchObject({ name: 'Carol Customer' });
  });

  it('HMAC optional: naming a verified email or phone neither attaches, reads nor changes the customer', async () => {
    const { admin, inbox, contact } = await verifiedCustomer(false);
    const intruder = await widgetVisitor(t, inbox.website_token, freshIp());
    const res = await intruder.call('PATCH', '/contact', {
      email: 'carol@example.test',
      phone_number: '+14155550111',
      name: 'Mallory',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<TContact>();
    expect(seen.id).toBe(intruder.config.contact.id);
    expect(seen).toMatchObject({ name: 'Mallory', email: null, phone_number: null, identifier: null });
    expect(res.body).not.toContain('Carol');
    // set_user with another identifier and the customer's email: still the intruder's own contact.
    const other = await intruder.call('PATCH', '/contact/set_user', {
      identifier: 'mallory',
      email: 'carol@example.test',
    });
    expect(other.json()).toMatchObject({ id: seen.id, identifier: 'mallory', email: null });
    expect((await readContact(admin, contact.id)).payload).toMatchObject({
      name: 'Carol Customer',
      email: 'carol@example.test',
      phone_number: '+14155550111',
    });
  });

  it('HMAC optional: a verified identifier is claimed only with its hash', async () => {
    const { inbox, contact } = await verifiedCustomer(false);
    const intruder = await widgetVisitor(t, inbox.website_token, freshIp());
    const res = await intruder.call('PATCH', '/contact/set_user', { identifier: 'cust-1', name: 'Mallory' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Carol');
    // The same customer on a second device, with the hash, is the same contact.
    const device = await widgetVisitor(t, inbox.website_token, freshIp());
    const again = await device.call('PATCH', '/contact/set_user', {
      identifier: 'cust-1',
      identifier_hash: identifierHash(inbox.hmac_token, 'cust-1'),
    });
    expect(again.json()).toMatchObject({ id: contact.id, hmac_verified: true, email: 'carol@example.test' });
  });

  it('an unverified contact is still merged by email (Chatwoot), and a session cannot follow it once verified', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const early = await widgetVisitor(t, inbox.website_token, freshIp());
    const set = await early.call('PATCH', '/contact', { email: 'dee@example.test', name: 'Dee' });
    const dee = set.json<TContact>();
    const other = await widgetVisitor(t, inbox.website_token, freshIp());
    const merged = await other.call('PATCH', '/contact', { email: 'dee@example.test' });
    expect(merged.json()).toMatchObject({ id: dee.id, hmac_verified: false });

    // The real Dee signs in with a hash: the contact becomes verified and the earlier sessions lose it.
    const real = await widgetVisitor(t, inbox.website_token, freshIp());
    const signed = await real.call('PATCH', '/contact/set_user', {
      identifier: 'dee',
      identifier_hash: identifierHash(inbox.hmac_token, 'dee'),
      email: 'dee@example.test',
    });
    expect(signed.json()).toMatchObject({ id: dee.id, identifier: 'dee', hmac_verified: true });
    expect((await early.call('GET', '/contact')).statusCode).toBe(401);
    expect((await other.call('PATCH', '/contact', { name: 'x' })).statusCode).toBe(401);
    expect((await real.call('GET', '/contact')).json()).toMatchObject({ id: dee.id });
    // The stale session's config starts a fresh anonymous visitor.
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/v1/widget/config?website_token=${inbox.website_token}`,
      headers: { 'x-auth-token': early.token },
      remoteAddress: freshIp(),
    });
    expect(fresh.json<{ contact: { id: number } }>().contact.id).not.toBe(dee.id);
  });
});
