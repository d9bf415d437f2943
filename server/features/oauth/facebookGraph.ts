import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

type TFacebookConfig = TConfig['providers']['facebook'];

export interface TGraphPage {
  id: string;
  name: string;
  access_token: string;
  category?: string;
}

/** The Graph API, behind one adapter whose base URL is configurable (FACEBOOK_API_URL) so tests use a local server. */
const graphGet = async (fb: TFacebookConfig, path: string, query: Record<string, string>) => {
  const url = new URL(`${fb.apiUrl}/${fb.apiVersion}/${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('bad_request', errorText('facebookCouldNotBeReached'));
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = (body.error as { message?: string } | undefined)?.message ?? `HTTP ${res.status}`;
    throw AppError.invalid('omniauth_token', errorText('rejectedByFacebook', { message }));
  }
  return body;
};

/** Swaps Facebook Login's short-lived token for a long-lived one (needs the app secret; kept as is without it). */
export const longLivedToken = async (fb: TFacebookConfig, shortLived: string) => {
  if (!fb.appId || !fb.appSecret) return shortLived;
  const body = await graphGet(fb, 'oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: fb.appId,
    client_secret: fb.appSecret,
    fb_exchange_token: shortLived,
  });
  return typeof body.access_token === 'string' ? body.access_token : shortLived;
};

/** The pages the Facebook user manages, with each page's own access token. */
export const managedPages = async (fb: TFacebookConfig, userToken: string): Promise<TGraphPage[]> => {
  const body = await graphGet(fb, 'me/accounts', { access_token: userToken, fields: 'id,name,access_token,category' });
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  return data
    .filter((p) => typeof p.id === 'string' && typeof p.access_token === 'string')
    .map((p) => ({
      id: String(p.id),
      name: typeof p.name === 'string' ? p.name : String(p.id),
      access_token: String(p.access_token),
      ...(typeof p.category === 'string' ? { category: p.category } : {}),
    }));
};

/** The events a page inbox needs from Messenger (Chatwoot's list). */
const SUBSCRIBED_FIELDS = 'messages,message_echoes,messaging_postbacks,message_deliveries,message_reads';

/** Subscribes the app to the page's Messenger events, so Meta posts them to /bot. */
export const subscribePage = async (fb: TFacebookConfig, pageId: string, pageToken: string) => {
  const url = new URL(`${fb.apiUrl}/${fb.apiVersion}/${encodeURIComponent(pageId)}/subscribed_apps`);
  url.searchParams.set('subscribed_fields', SUBSCRIBED_FIELDS);
  url.searchParams.set('access_token', pageToken);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('bad_request', errorText('facebookCouldNotBeReached'));
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const message = (body.error as { message?: string } | undefined)?.message ?? `HTTP ${res.status}`;
    throw AppError.invalid('page_id', errorText('rejectedByFacebook', { message }));
  }
};
