import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { issueSession } from '../auth/auth.service.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildUser } from '../../test/factories.ts';

// A local SMTP server: it takes mail for anyone but refuses addresses at refused.test as a real one would.
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith('@refused.test')) {
      const err = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
      callback(err);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const t = setupTestApp({ SMTP_ADDRESS: '127.0.0.1', SMTP_PORT: String(port) });

describe('the console SMTP test', () => {
  it("sends through the configured server, and shows the server's refusal in its own words", async () => {
    const user = await buildUser(t, { type: 'SuperAdmin' });
    const headers = await issueSession(t.deps, user);
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/super_admin/settings/smtp_test', headers, payload: { email } });
    expect((await send('ops@example.test')).json()).toEqual({ ok: true, error: null });
    expect(received).toContain('ops@example.test');
    const refused = (await send('nobody@refused.test')).json<{ ok: boolean; error: string }>();
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('No such user here');
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/super_admin/settings', headers });
    expect(settings.json()).toMatchObject({
      smtp_configured: true,
      installation_name: 'Helpdesk',
      signup_enabled: null,
    });
  });
});
