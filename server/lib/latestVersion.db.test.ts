import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildAdmin } from '../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../test/harness.ts';
import { APP_VERSION } from './appVersion.ts';
import { checkLatestVersion } from './latestVersion.ts';

/** A local version endpoint: answers what `answer` holds and counts the requests. */
let answer = '{"version":"99.1.0"}';
let requests = 0;
const server = http.createServer((_req, res) => {
  requests += 1;
  res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

describe('the update check (UPDATE_CHECK_URL)', () => {
  it('is off by default: nothing is asked and the account shows the running version', async () => {
    expect(t.config.updateCheckUrl).toBeNull();
    expect(await checkLatestVersion(t.config)).toBeNull();
    expect(requests).toBe(0);
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ latest_chatwoot_version: APP_VERSION });
  });

  it('when set, reads the latest version from the endpoint; the account carries it for the update banner', async () => {
    const config = { ...t.config, ...loadConfigWithUrl() };
    expect(await checkLatestVersion(config)).toBe('99.1.0');
    expect(requests).toBe(1);
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ latest_chatwoot_version: '99.1.0' });
    // A broken answer keeps what was known.
    answer = '<html>oops</html>';
    expect(await checkLatestVersion(config)).toBeNull();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ latest_chatwoot_version: '99.1.0' });
  });

  it('goes through the outbound guard: a private address is refused unless the installation allows it', async () => {
    const before = requests;
    const guarded = loadConfig({ UPDATE_CHECK_URL: url, ALLOW_PRIVATE_NETWORK_TARGETS: 'false' });
    expect(await checkLatestVersion(guarded)).toBeNull();
    expect(requests).toBe(before);
  });

  it('GET /api/v1/installation names the edition', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/installation' });
    expect(res.json()).toMatchObject({
      edition: 'community',
      enterprise: false,
      open_core_features: expect.arrayContaining(['custom_roles', 'audit_logs']),
    });
  });
});

const loadConfigWithUrl = () => ({ updateCheckUrl: url, allowPrivateNetworkTargets: true });
