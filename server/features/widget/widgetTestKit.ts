import type { TTestContext } from '../../test/harness.ts';
import type { TMember } from '../../test/factories.ts';

/** Test helpers for the widget and client API (used by *.db.test.ts only). */
export const adminCall =
  (t: TTestContext, admin: TMember) =>
  async <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/accounts/${admin.accountId}${url}`,
      headers: admin.headers,
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };

export interface TWebsiteInbox {
  id: number;
  website_token: string;
  hmac_token: string;
}

export const buildWebsiteInbox = async (t: TTestContext, admin: TMember, settings: Record<string, unknown> = {}) => {
  const call = adminCall(t, admin);
  const inbox = await call<TWebsiteInbox>('POST', '/inboxes', {
    name: 'Website',
    channel: {
      type: 'web_widget',
      website_url: 'https://shop.test',
      welcome_title: 'Hi there',
      welcome_tagline: 'We reply fast',
    },
  });
  if (Object.keys(settings).length) await call('PATCH', `/inboxes/${inbox.id}`, settings);
  return inbox;
};

export interface TApiInbox {
  id: number;
  inbox_identifier: string;
  hmac_token: string;
  secret: string;
}

export const buildApiInbox = async (t: TTestContext, admin: TMember, webhookUrl = '') =>
  adminCall(t, admin)<TApiInbox>('POST', '/inboxes', {
    name: 'Custom app',
    channel: { type: 'api', webhook_url: webhookUrl },
  });

/** A widget visitor: calls /api/v1/widget/* with the website token and its X-Auth-Token, from one address. */
export const widgetVisitor = async (t: TTestContext, websiteToken: string, ip = '203.0.113.7') => {
  const q = (url: string) => `/api/v1/widget${url}${url.includes('?') ? '&' : '?'}website_token=${websiteToken}`;
  const first = await t.app.inject({ method: 'POST', url: q('/config'), remoteAddress: ip });
  if (first.statusCode !== 200) throw new Error(`config → ${first.statusCode} ${first.body}`);
  const config = first.json<{
    auth_token: string;
    contact: { id: number; pubsub_token: string; email: string | null; hmac_verified: boolean };
    website_channel_config: Record<string, unknown>;
  }>();
  let token = config.auth_token;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: q(url),
      headers: { 'x-auth-token': token },
      payload: payload as never,
      remoteAddress: ip,
    });
  return {
    config,
    call,
    get token() {
      return token;
    },
    setToken: (next: string) => {
      token = next;
    },
  };
};
