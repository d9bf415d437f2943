import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelInstagram, events } from '../../../db/schema/index.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, type TMember } from '../../../test/factories.ts';
import { api, startFakeProvider, type TFakeProvider } from '../../../test/fakeProvider.ts';
import { openInstagramChannel } from '../../inboxes/index.ts';
import { INSTAGRAM_REFRESH_WITHIN_MS, refreshInstagramTokens } from './instagramTokenRefresh.job.ts';

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  INSTAGRAM_APP_ID: 'ig-app',
  INSTAGRAM_APP_SECRET: 'ig-secret',
  INSTAGRAM_API_VERSION: 'v22.0',
  FRONTEND_URL: 'https://helpdesk.test',
});
let fake: TFakeProvider;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Instagram on a local port: the login's code "<id>:<flavour>" becomes the long-lived token "long-<id>:<flavour>";
 * refresh_access_token appends "+r" to a token, and refuses (190) one whose flavour is "revoked".
 */
beforeAll(async () => {
  fake = await startFakeProvider((req) => {
    const url = new URL(req.url, 'http://x');
    const token = url.searchParams.get('access_token') ?? '';
    if (url.pathname === '/oauth/access_token') {
      const code = new URLSearchParams(req.body).get('code') ?? '';
      return { status: 200, body: { access_token: `short-${code}`, user_id: 1 } };
    }
    if (url.pathname === '/access_token')
      return { status: 200, body: { access_token: token.replace('short-', 'long-'), expires_in: 5184000 } };
    if (url.pathname === '/v22.0/me') {
      const id = token.replace('long-', '').split(':')[0]!;
      return { status: 200, body: { id: `app-${id}`, user_id: id, username: `shop_${id}` } };
    }
    if (url.pathname === '/v22.0/me/subscribed_apps') return { status: 200, body: { success: true } };
    if (url.pathname === '/refresh_access_token') {
      if (url.searchParams.get('grant_type') !== 'ig_refresh_token') return { status: 400, body: {} };
      if (token.includes(':revoked'))
        return { status: 400, body: { error: { message: 'Error validating access token', code: 190 } } };
      return { status: 200, body: { access_token: `${token}+r`, token_type: 'bearer', expires_in: 5184000 } };
    }
    return { status: 404, body: { error: { message: 'Unknown path', code: 803 } } };
  });
  t.config.providers.instagram.apiUrl = fake.url;
  t.config.providers.instagram.tokenUrl = `${fake.url}/oauth/access_token`;
});
afterAll(() => fake.close());

let seq = 0;
/** Connects an Instagram account through the login, and sets when its token expires. */
const connect = async (admin: TMember, flavour: string, expiresInMs: number) => {
  const igId = `${Date.now()}${++seq}`;
  const auth = await t.app.inject({
    method: 'GET',
    url: `/api/v1/accounts/${admin.accountId}/instagram/authorization`,
    headers: admin.headers,
  });
  const state = new URL(auth.json<{ url: string }>().url).searchParams.get('state')!;
  const back = await t.app.inject({
    method: 'GET',
    url: `/instagram/callback?${new URLSearchParams({ code: `${igId}:${flavour}`, state })}`,
  });
  const inboxId = Number(/inboxes\/new\/(\d+)\/agents$/.exec(String(back.headers.location))?.[1]);
  expect(inboxId).toBeGreaterThan(0);
  await t.database.db
    .update(channelInstagram)
    .set({ expiresAt: new Date(Date.now() + expiresInMs) })
    .where(eq(channelInstagram.instagramId, igId));
  return { igId, inboxId };
};

const channelOf = async (igId: string) => {
  const [row] = await t.database.db.select().from(channelInstagram).where(eq(channelInstagram.instagramId, igId));
  return row!;
};

describe('Instagram token refresh', () => {
  it('renews a token with 10 days or fewer left, leaves a newer one, and keeps it sealed', async () => {
    const admin = await buildAdmin(t);
    const soon = await connect(admin, 'ok', 5 * DAY);
    const later = await connect(admin, 'ok', 40 * DAY);
    const before = await channelOf(later.igId);

    const result = await refreshInstagramTokens(t.deps);
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    const renewed = await channelOf(soon.igId);
    expect((await openInstagramChannel(t.deps, renewed)).accessToken).toBe(`long-${soon.igId}:ok+r`);
    expect(renewed.accessToken).not.toContain('long-');
    expect(renewed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * DAY);
    expect(await channelOf(later.igId)).toMatchObject({ accessToken: before.accessToken, expiresAt: before.expiresAt });
    const asked = fake.requests.filter((r) => r.url.startsWith('/refresh_access_token'));
    expect(asked.some((r) => r.url.includes(encodeURIComponent(`long-${later.igId}`)))).toBe(false);

    // Renewed: not due again for another 50 days.
    const again = await refreshInstagramTokens(t.deps, Date.now() + 40 * DAY - INSTAGRAM_REFRESH_WITHIN_MS);
    expect((await openInstagramChannel(t.deps, await channelOf(soon.igId))).accessToken).toBe(`long-${soon.igId}:ok+r`);
    expect(again.refreshed).toBeGreaterThanOrEqual(1); // `later` is due by then
  });

  it('a refused refresh (190) flags the inbox for a reconnect, once, and it is not tried again', async () => {
    const admin = await buildAdmin(t);
    const { igId, inboxId } = await connect(admin, 'revoked', 2 * DAY);
    await refreshInstagramTokens(t.deps);
    expect((await channelOf(igId)).reauthorizationRequiredAt).not.toBeNull();
    const shown = await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(shown.reauthorization_required).toBe(true);
    const raised = await t.database.db.select().from(events).where(eq(events.name, 'inbox.reauthorization_required'));
    expect(raised.filter((e) => (e.data as { inbox_id?: number }).inbox_id === inboxId)).toHaveLength(1);

    const calls = fake.requests.length;
    await refreshInstagramTokens(t.deps);
    expect(fake.requests.slice(calls).some((r) => r.url.includes(encodeURIComponent(igId)))).toBe(false);
  });
});
