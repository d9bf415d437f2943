import { describe, expect, it } from 'vitest';
import { FILTERED, changesOf, isSecretKey, redact } from './auditLogs.redact.ts';

describe('audit redaction', () => {
  it('names every kind of secret and leaves ordinary keys alone', () => {
    for (const k of [
      'password',
      'smtp_password',
      'imap_password',
      'access_token',
      'auth_token',
      'hmac_token',
      'secret',
      'webhook_secret',
      'client_secret',
      'api_key',
      'apiKey',
      'api_key_sid',
      'private_key',
      'key',
      'otp_secret',
      'backup_codes',
      'encrypted_password',
      'reset_password_token',
    ])
      expect([k, isSecretKey(k)]).toEqual([k, true]);
    for (const k of [
      'name',
      'attribute_key',
      'short_code',
      'role',
      'email',
      'url',
      'hmac_mandatory_x'.replace('hmac', 'h'),
      'title',
    ])
      expect([k, isSecretKey(k)]).toEqual([k, false]);
  });

  it('redacts at any depth, in arrays too, and keeps empty values empty', () => {
    expect(
      redact({ name: 'Mail', channel: { smtp_password: 'p4ss', imap: [{ token: 't' }] }, secret: null, api_key: '' }),
    ).toEqual({
      name: 'Mail',
      channel: { smtp_password: FILTERED, imap: [{ token: FILTERED }] },
      secret: null,
      api_key: '',
    });
  });

  it("builds Chatwoot's audited_changes: [before, after] of changed fields, whole states otherwise", () => {
    expect(changesOf('update', { a: 1, b: 2, secret: 'x' }, { a: 1, b: 3, secret: 'y' })).toEqual({ b: [2, 3] });
    expect(changesOf('create', null, { a: 1, password: 'p' })).toEqual({ a: 1, password: FILTERED });
    expect(changesOf('destroy', { a: 1 }, null)).toEqual({ a: 1 });
    expect(changesOf('sign_in', null, null)).toEqual({});
  });
});
