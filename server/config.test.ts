import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data on port 3000 with sign-up open', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, signupEnabled: true, smtp: null, role: 'all' });
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.uploadsDir).toBe(path.resolve('data', 'uploads'));
  });

  it('treats empty variables as unset and parses the rest', () => {
    const c = loadConfig({
      DATABASE_URL: '',
      ENABLE_ACCOUNT_SIGNUP: 'false',
      SMTP_ADDRESS: 'mail.test',
      SMTP_PORT: '2525',
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.signupEnabled).toBe(false);
    expect(c.smtp).toMatchObject({ host: 'mail.test', port: 2525 });
  });

  it('names a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
