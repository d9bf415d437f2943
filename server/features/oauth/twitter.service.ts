import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import { ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TTwitterToken } from '../../lib/twitterApi.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import * as channels from '../inboxes/index.ts';
import { findMembership } from '../users/index.ts';
import { reconnectChannel } from './reconnect.ts';
import {
  findInboxOfTwitterChannel,
  findTwitterChannel,
  insertTwitterRequest,
  takeTwitterRequest,
} from './oauth.repo.ts';
import { accessToken, requestToken, subscribeAccountActivity, twitterConfig } from './twitterOauth.ts';

export interface TTwitterCallbackQuery {
  oauth_token?: string;
  oauth_verifier?: string;
  denied?: string;
}

const REQUEST_LIFETIME_MS = 15 * 60 * 1000;
const SECRET_PURPOSE = 'twitter-request-secret';
const secretContext = (token: string) => `twitter-request:${token}`;

/**
 * POST twitter/authorization: a request token for Chatwoot's callback (/twitter/callback), kept with the
 * account and administrator who asked (its secret sealed), and X's authorize URL for it.
 */
export const twitterAuthorization = async (deps: TDeps, m: TMembership) => {
  const tw = twitterConfig(deps.config.providers.twitter);
  const { token, url } = await requestToken(tw, `${publicUrl(deps)}/twitter/callback`);
  await insertTwitterRequest(deps.db, {
    oauthToken: token.token,
    accountId: m.accountId,
    userId: m.accountUser.userId,
    tokenSecret: sealSecret(await appKey(deps, SECRET_PURPOSE), token.secret, secretContext(token.token)),
    expiresAt: new Date(Date.now() + REQUEST_LIFETIME_MS),
  });
  return { url };
};

const settingsPath = (deps: TDeps, accountId: number, rest: string) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/inboxes/${rest}`;
const failed = (deps: TDeps, accountId: number, error: string) =>
  `${settingsPath(deps, accountId, 'new/twitter')}?${new URLSearchParams({ twitter_error: error })}`;

/** The request X answers for, if it is ours, unexpired, unused, and its administrator still one. */
const takeRequest = async (deps: TDeps, oauthToken: string | undefined) => {
  const row = oauthToken ? await takeTwitterRequest(deps.db, oauthToken) : null;
  if (!row) return null;
  const member = await findMembership(deps.db, row.userId, row.accountId);
  if (!member || fromValue(ROLE_VALUE, member.accountUser.role) !== 'administrator') return null;
  const secret = openSecret(await appKey(deps, SECRET_PURPOSE), row.tokenSecret, secretContext(row.oauthToken));
  return { accountId: row.accountId, userId: row.userId, request: { token: row.oauthToken, secret } };
};

/** The sign-in's verifier → the user's tokens, with the webhook subscribed; null when X refused. */
const connectUser = async (deps: TDeps, request: TTwitterToken, verifier: string) => {
  const tw = twitterConfig(deps.config.providers.twitter);
  try {
    const user = await accessToken(tw, request, verifier);
    await subscribeAccountActivity(tw, user.token, `${publicUrl(deps)}/webhooks/twitter`);
    return user;
  } catch (err) {
    deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'twitter sign-in refused');
    return null;
  }
};

/**
 * GET /twitter/callback: X sends the browser back with the request token and a verifier (or `denied`). A new
 * X user becomes a Channel::TwitterProfile inbox (then its agents step); one this account has already is
 * reconnected (new tokens, reauthorization cleared; inbox and conversations kept). Answers where to go.
 */
export const completeTwitterConnect = async (deps: TDeps, query: TTwitterCallbackQuery): Promise<string> => {
  const found = await takeRequest(deps, query.oauth_token ?? query.denied);
  if (!found) throw new AppError('bad_request', errorText('twitterSignInExpired'));
  const { accountId, userId } = found;
  if (query.denied || !query.oauth_verifier) return failed(deps, accountId, 'denied');
  const user = await connectUser(deps, found.request, query.oauth_verifier);
  if (!user) return failed(deps, accountId, 'token_refused');
  const sealed = await channels.sealTwitterTokens(deps, user.userId, user.token.token, user.token.secret);
  const existing = await findTwitterChannel(deps.db, accountId, user.userId);
  const by = { accountId, accountUser: { userId } };
  if (existing) {
    const inbox = await findInboxOfTwitterChannel(deps.db, existing.id);
    await reconnectChannel(
      deps,
      by,
      {
        channelType: CHANNEL_TYPES.twitter,
        channelId: existing.id,
        wasFlagged: existing.reauthorizationRequiredAt !== null,
        inbox,
      },
      sealed,
    );
    if (inbox) return settingsPath(deps, accountId, String(inbox.id));
  }
  const inboxId = await deps.db.transaction(async (tx) => {
    const channel =
      existing ??
      (await channels.insertChannel(tx, CHANNEL_TYPES.twitter, { accountId, profileId: user.userId, ...sealed }));
    const inbox = await channels.insertInbox(tx, {
      accountId,
      name: user.screenName.slice(0, 255),
      channelType: CHANNEL_TYPES.twitter,
      channelId: channel.id,
    });
    await audit(tx, by, 'create', { type: 'Inbox', id: inbox.id, name: inbox.name }, null, {
      channel_type: CHANNEL_TYPES.twitter,
    });
    await invalidateCache(tx, accountId, 'inbox');
    return inbox.id;
  });
  return settingsPath(deps, accountId, `new/${inboxId}/agents`);
};
