import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';

/** With SMTP the invitation goes by mail only: the answer never carries the link. */
const t = setupTestApp({ SMTP_ADDRESS: '127.0.0.1', SMTP_PORT: '2525' });

describe('inviting with mail', () => {
  it('mails the link and leaves it out of the answer', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/agents`,
      headers: admin.headers,
      payload: { name: 'Mailed', email: 'mailed@example.test', role: 'agent' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('invitation_url');
    expect(t.mails.findLast((m) => m.to === 'mailed@example.test')?.link).toMatch(/reset_password_token=/);
  });
});
