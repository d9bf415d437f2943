import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

// This file's database starts empty and the app has no SMTP server configured.
const t = setupTestApp();
const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/accounts',
    payload: { account_name: 'Desk', user_full_name: 'Grace', email, password: 'compiler-1952' },
  });

describe('an installation without SMTP', () => {
  it('confirms its first user at sign-up (no mail could), and only the first', async () => {
    const first = await signUp('first@example.test');
    expect(first.json<{ data: { confirmed: boolean } }>().data.confirmed).toBe(true);
    expect(t.mails.some((m) => m.to === 'first@example.test')).toBe(false);
    const second = await signUp('second@example.test');
    expect(second.json<{ data: { confirmed: boolean } }>().data.confirmed).toBe(false);
    // The second user's link goes through the mailer (which writes it to the log without SMTP).
    expect(t.mails.findLast((m) => m.to === 'second@example.test')?.link).toContain('confirmation_token=');
  });
});
