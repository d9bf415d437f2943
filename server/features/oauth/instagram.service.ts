import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import { ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import * as channels from '../inboxes/index.ts';
import { findMembership } from '../users/index.ts';
import { reconnectChannel } from './reconnect.ts';
import {
  exchangeInstagramCode,
  instagramAuthorizeUrl,
  instagramProfile,
  longLivedInstagramToken,
  subscribeInstagram,
} from './instagramGraph.ts';
import { readInstagramState, signInstagramState } from './instagramState.ts';
import { findInstagramChannel, findInboxOfInstagramChannel } from './oauth.repo.ts';

const redirectUri = (deps: TDeps) => `${publicUrl(deps)}/instagram/callback`;

const configured = (deps: TDeps) => {
  const ig = deps.config.providers.instagram;
  if (!ig.appId || !ig.appSecret)
    throw new AppError('provider_not_configured', errorText('providerNotConfigured', { provider: 'Instagram' }));
  return ig;
};

/** GET instagram/authorization: Instagram's login page, with a state bound to this account and administrator. */
export const instagramAuthorization = async (deps: TDeps, m: TMembership) => {
  const ig = configured(deps);
  const state = await signInstagramState(deps, m.accountId, m.accountUser.userId);
  return { url: instagramAuthorizeUrl(ig, redirectUri(deps), state) };
};

const settingsPath = (deps: TDeps, accountId: number, rest: string) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/inboxes/${rest}`;
const failed = (deps: TDeps, accountId: number, error: string) =>
  `${settingsPath(deps, accountId, 'new/instagram')}?${new URLSearchParams({ instagram_error: error })}`;

/** The login's code → a long-lived token and the professional account it opens; null when Instagram refused. */
const connectAccount = async (deps: TDeps, code: string) => {
  const ig = configured(deps);
  try {
    const short = await exchangeInstagramCode(ig, code, redirectUri(deps));
    const long = await longLivedInstagramToken(ig, short);
    const profile = await instagramProfile(ig, long.token);
    await subscribeInstagram(ig, long.token);
    return { ...long, profile };
  } catch (err) {
    deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'instagram login refused');
    return null;
  }
};

/**
 * GET /instagram/callback: Instagram sends the browser back with a code and our state. A new professional
 * account becomes a Channel::Instagram inbox (then its agents step); one this account has already is
 * reconnected (new token, reauthorization cleared; inbox and conversations kept). Answers where to go.
 */
export const completeInstagramConnect = async (
  deps: TDeps,
  query: { code?: string; state?: string; error?: string },
): Promise<string> => {
  const claims = query.state ? await readInstagramState(deps, query.state) : null;
  if (!claims) throw new AppError('bad_request', errorText('instagramStateInvalid'));
  const row = await findMembership(deps.db, claims.userId, claims.accountId);
  if (!row || fromValue(ROLE_VALUE, row.accountUser.role) !== 'administrator')
    throw new AppError('bad_request', errorText('instagramStateInvalid'));
  if (query.error || !query.code) return failed(deps, claims.accountId, query.error ?? 'no_code');
  const connected = await connectAccount(deps, query.code);
  if (!connected) return failed(deps, claims.accountId, 'token_refused');
  const { profile } = connected;
  const sealed = await channels.sealInstagramToken(deps, profile.id, connected.token);
  const existing = await findInstagramChannel(deps.db, profile.id);
  if (existing && existing.accountId !== claims.accountId) return failed(deps, claims.accountId, 'in_another_account');
  const by = { accountId: claims.accountId, accountUser: { userId: claims.userId } };
  if (existing) {
    const inbox = await findInboxOfInstagramChannel(deps.db, existing.id);
    await reconnectChannel(
      deps,
      by,
      {
        channelType: CHANNEL_TYPES.instagram,
        channelId: existing.id,
        wasFlagged: existing.reauthorizationRequiredAt !== null,
        inbox,
      },
      { accessToken: sealed, expiresAt: connected.expiresAt, username: profile.username },
    );
    if (inbox) return settingsPath(deps, claims.accountId, String(inbox.id));
  }
  const inboxId = await deps.db.transaction(async (tx) => {
    const channel =
      existing ??
      (await channels.insertChannel(tx, CHANNEL_TYPES.instagram, {
        accountId: claims.accountId,
        instagramId: profile.id,
        accessToken: sealed,
        expiresAt: connected.expiresAt,
        username: profile.username,
      }));
    const inbox = await channels.insertInbox(tx, {
      accountId: claims.accountId,
      name: (profile.username ?? profile.name ?? profile.id).slice(0, 255),
      channelType: CHANNEL_TYPES.instagram,
      channelId: channel.id,
    });
    await audit(tx, by, 'create', { type: 'Inbox', id: inbox.id, name: inbox.name }, null, {
      channel_type: CHANNEL_TYPES.instagram,
    });
    await invalidateCache(tx, claims.accountId, 'inbox');
    return inbox.id;
  });
  return settingsPath(deps, claims.accountId, `new/${inboxId}/agents`);
};
