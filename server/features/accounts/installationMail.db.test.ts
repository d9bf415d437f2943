import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

// The relay and its forwarding domain set, as docs/DEPLOY.md ("Receiving email") tells an administrator.
const t = setupTestApp({
  RAILS_INBOUND_EMAIL_PASSWORD: 'relay-secret',
  MAILER_INBOUND_EMAIL_DOMAIN: 'in.example.test',
});
const relayOnly = setupTestApp({ RAILS_INBOUND_EMAIL_PASSWORD: 'relay-secret' });

describe('installation: what the email screens can promise', () => {
  it('says forwarded mail arrives once the relay and its domain are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/installation' });
    expect(res.json()).toMatchObject({ inbound_email_configured: true, imap_fetching: true });
  });

  it('does not promise forwarding to a made-up domain (no MAILER_INBOUND_EMAIL_DOMAIN)', async () => {
    const res = await relayOnly.app.inject({ method: 'GET', url: '/api/v1/installation' });
    expect(res.json()).toMatchObject({ inbound_email_configured: false });
  });
});
