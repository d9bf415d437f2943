import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/appError.ts';
import { pickString, ProviderError } from '../../lib/providerHttp.ts';
import { errorText } from '../../lib/serverText.ts';
import { twitterCall, TwitterError, type TTwitterToken } from '../../lib/twitterApi.ts';

type TTwitterConfig = TConfig['providers']['twitter'];
const TIMEOUT_MS = 10_000;

export const twitterConfig = (tw: TTwitterConfig) => {
  if (!tw.consumerKey || !tw.consumerSecret)
    throw new AppError('provider_not_configured', errorText('twitterNotConfigured'));
  return tw;
};

const formOf = (body: unknown) => new URLSearchParams(typeof body === 'string' ? body : '');

/**
 * Step one of "Sign in with X" (OAuth 1.0a three-legged): a request token for our callback, and the
 * authorize URL the browser goes to. The token's secret signs the access-token step.
 */
export const requestToken = async (tw: TTwitterConfig, callbackUrl: string) => {
  twitterConfig(tw);
  let body: unknown;
  try {
    body = await twitterCall(tw, TIMEOUT_MS, 'POST', '/oauth/request_token', {
      oauthParams: { oauth_callback: callbackUrl },
    });
  } catch (err) {
    if (err instanceof ProviderError && err.status === 0)
      throw new AppError('bad_request', errorText('twitterCouldNotBeReached'));
    if (err instanceof ProviderError)
      throw new AppError('bad_request', errorText('twitterRefusedRequestToken', { status: err.status }));
    throw err;
  }
  const form = formOf(body);
  const token = form.get('oauth_token');
  const secret = form.get('oauth_token_secret');
  if (!token || !secret) throw new AppError('bad_request', errorText('twitterRefusedRequestToken', { status: 200 }));
  return {
    token: { token, secret } satisfies TTwitterToken,
    url: `${tw.apiUrl}/oauth/authorize?oauth_token=${encodeURIComponent(token)}`,
  };
};

/** Step three: the request token and the verifier X gave the browser → the user's access token and who they are. */
export const accessToken = async (tw: TTwitterConfig, request: TTwitterToken, verifier: string) => {
  const body = await twitterCall(tw, TIMEOUT_MS, 'POST', '/oauth/access_token', {
    token: request,
    oauthParams: { oauth_verifier: verifier },
  });
  const form = formOf(body);
  const token = form.get('oauth_token');
  const secret = form.get('oauth_token_secret');
  const userId = form.get('user_id');
  if (!token || !secret || !userId) throw new TwitterError('X answered without an access token', 502, null);
  return { token: { token, secret }, userId, screenName: form.get('screen_name') ?? userId };
};

/**
 * The Account Activity API: our webhook registered in the environment unless it is already (X checks a new
 * one with a CRC request), then the user subscribed, so their direct messages reach /webhooks/twitter.
 */
export const subscribeAccountActivity = async (tw: TTwitterConfig, user: TTwitterToken, webhookUrl: string) => {
  const base = `/1.1/account_activity/all/${encodeURIComponent(tw.environment)}`;
  const registered = await twitterCall(tw, TIMEOUT_MS, 'GET', `${base}/webhooks.json`, { token: user });
  const urls = Array.isArray(registered) ? registered.map((w) => pickString(w, 'url')) : [];
  if (!urls.includes(webhookUrl))
    await twitterCall(tw, TIMEOUT_MS, 'POST', `${base}/webhooks.json`, { token: user, query: { url: webhookUrl } });
  await twitterCall(tw, TIMEOUT_MS, 'POST', `${base}/subscriptions.json`, { token: user });
};
