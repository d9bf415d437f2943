import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

// This file's database starts empty; SMTP is configured (the test mailer only records the mail).
const t = setupTestApp({ SMTP_ADDRESS: 'smtp.example.test' });

describe('an installation with SMTP', () => {
  it('mails the first user a confirmation link like anyone else', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      payload: {
        account_name: 'Desk',
        user_full_name: 'Grace',
        email: 'first@example.test',
        password: 'compiler-1952',
      },
    });
    expect(first.json<{ data: { confirmed: boolean } }>().data.confirmed).toBe(false);
    expect(t.mails.findLast((m) => m.to === 'first@example.test')?.link).toContain('confirmation_token=');
  });
});
