import type { TConfig } from '../../config.ts';
import { pickString, providerFetch, ProviderError } from '../../lib/providerHttp.ts';

type TInstagramConfig = TConfig['providers']['instagram'];

/** Chatwoot's scopes: the profile, and the direct messages. */
export const INSTAGRAM_SCOPES = 'instagram_business_basic,instagram_business_manage_messages';
/** The events an Instagram inbox needs (Chatwoot's list). */
const SUBSCRIBED_FIELDS = 'messages,message_reactions,messaging_seen';
const TIMEOUT_MS = 10_000;

const errorOf = (b: unknown, status: number) =>
  pickString(b, 'error', 'message') ?? pickString(b, 'error_message') ?? `HTTP ${status}`;

/** Instagram's authorize page, where the administrator signs in and grants the scopes. */
export const instagramAuthorizeUrl = (ig: TInstagramConfig, redirectUri: string, state: string) => {
  const url = new URL(ig.oauthUrl);
  url.search = new URLSearchParams({
    client_id: ig.appId ?? '',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: INSTAGRAM_SCOPES,
    enable_fb_login: '0',
    force_authentication: '1',
    state,
  }).toString();
  return url.toString();
};

/** The login's code → a short-lived token (about an hour), and the Instagram user it belongs to. */
export const exchangeInstagramCode = async (ig: TInstagramConfig, code: string, redirectUri: string) => {
  const { body } = await providerFetch(
    ig.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: ig.appId ?? '',
        client_secret: ig.appSecret ?? '',
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
      }).toString(),
    },
    { timeoutMs: TIMEOUT_MS, errorMessage: errorOf },
  );
  const token = pickString(body, 'access_token') ?? pickString(body, 'data', 0, 'access_token');
  if (!token) throw new ProviderError('Instagram answered without an access token', 502);
  return token;
};

/** The short-lived token → a long-lived one (60 days) and when it expires. */
export const longLivedInstagramToken = async (ig: TInstagramConfig, shortLived: string) => {
  const url = new URL(`${ig.apiUrl}/access_token`);
  url.search = new URLSearchParams({
    grant_type: 'ig_exchange_token',
    client_secret: ig.appSecret ?? '',
    access_token: shortLived,
  }).toString();
  const { body } = await providerFetch(url.toString(), {}, { timeoutMs: TIMEOUT_MS, errorMessage: errorOf });
  const token = pickString(body, 'access_token');
  if (!token) throw new ProviderError('Instagram answered without a long-lived token', 502);
  const seconds = Number(pickString(body, 'expires_in') ?? 0);
  return { token, expiresAt: seconds > 0 ? new Date(Date.now() + seconds * 1000) : null };
};

/** The professional account the token belongs to; webhooks name it by user_id. */
export const instagramProfile = async (ig: TInstagramConfig, token: string) => {
  const url = new URL(`${ig.apiUrl}/${ig.apiVersion}/me`);
  url.search = new URLSearchParams({
    fields: 'id,user_id,username,name,profile_picture_url',
    access_token: token,
  }).toString();
  const { body } = await providerFetch(url.toString(), {}, { timeoutMs: TIMEOUT_MS, errorMessage: errorOf });
  const id = pickString(body, 'user_id') ?? pickString(body, 'id');
  if (!id) throw new ProviderError('Instagram answered without the account id', 502);
  return {
    id,
    username: pickString(body, 'username') ?? null,
    name: pickString(body, 'name') ?? null,
    pictureUrl: pickString(body, 'profile_picture_url') ?? null,
  };
};

/** Subscribes the app to the account's message events, so Meta posts them to /webhooks/instagram. */
export const subscribeInstagram = async (ig: TInstagramConfig, token: string) => {
  const url = new URL(`${ig.apiUrl}/${ig.apiVersion}/me/subscribed_apps`);
  url.search = new URLSearchParams({ subscribed_fields: SUBSCRIBED_FIELDS, access_token: token }).toString();
  await providerFetch(url.toString(), { method: 'POST' }, { timeoutMs: TIMEOUT_MS, errorMessage: errorOf });
};
