import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import type { TEmailChannelRow } from './emailTransport.ts';
import { findEmailInbox, recordMailboxError } from './emailMailbox.repo.ts';
import { lockEmailChannel, saveProviderConfig } from './mailOauth.repo.ts';
import { MailGrantRefused, refreshMailToken, type TMailProvider, type TMailTokens } from './mailOauthTokens.ts';

/** An access token this close to its expiry is refreshed before use (Chatwoot: 5 minutes). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const PURPOSE = 'mail-oauth-tokens';
const context = (channelId: number) => `channel_email:${channelId}`;

/** What provider_config holds for a signed-in mailbox: the tokens sealed, their expiry and the sign-in time. */
interface TSealedConfig {
  sealed: string;
  expires_on: string;
  authorized_at: string;
}

export const isOauthMailbox = (c: Pick<TEmailChannelRow, 'provider'>): c is { provider: TMailProvider } =>
  c.provider === 'google' || c.provider === 'microsoft';

/** provider_config for new tokens; a refresh that gave no new refresh token keeps the old one. */
export const sealMailTokens = async (
  deps: TDeps,
  channelId: number,
  tokens: TMailTokens,
  keep: { refreshToken: string | null; authorizedAt: string | null } = { refreshToken: null, authorizedAt: null },
): Promise<TSealedConfig> => ({
  sealed: sealSecret(
    await appKey(deps, PURPOSE),
    JSON.stringify({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken ?? keep.refreshToken }),
    context(channelId),
  ),
  expires_on: tokens.expiresAt.toISOString(),
  authorized_at: keep.authorizedAt ?? new Date().toISOString(),
});

const openMailTokens = async (deps: TDeps, channel: TEmailChannelRow) => {
  const cfg = channel.providerConfig as Partial<TSealedConfig>;
  if (typeof cfg.sealed !== 'string') throw new MailGrantRefused('the mailbox has not been signed in');
  const plain = JSON.parse(openSecret(await appKey(deps, PURPOSE), cfg.sealed, context(channel.id))) as {
    access_token?: string;
    refresh_token?: string | null;
  };
  return {
    accessToken: plain.access_token ?? '',
    refreshToken: plain.refresh_token ?? null,
    expiresAt: new Date(cfg.expires_on ?? 0),
    authorizedAt: cfg.authorized_at ?? null,
  };
};

/** When the mailbox was last signed in: a new sign-in restarts its IMAP session (imapFetcher's fingerprint). */
export const authorizedAtOf = (channel: TEmailChannelRow) =>
  String((channel.providerConfig as Partial<TSealedConfig>).authorized_at ?? '');

const fresh = (expiresAt: Date, now: number) => expiresAt.getTime() - now > REFRESH_MARGIN_MS;

/**
 * The access token IMAP and SMTP log in with (XOAUTH2). One within REFRESH_MARGIN_MS of its expiry is
 * refreshed first, with the channel row locked so two nodes never spend the same refresh token. Throws
 * MailGrantRefused when the provider refuses the refresh token (revoked: only a new sign-in helps).
 */
export const mailAccessToken = async (deps: TDeps, channel: TEmailChannelRow, now = Date.now()) => {
  if (!isOauthMailbox(channel)) throw new MailGrantRefused('not a signed-in mailbox');
  const current = await openMailTokens(deps, channel);
  if (current.accessToken && fresh(current.expiresAt, now)) return current.accessToken;
  const provider = channel.provider;
  return deps.db.transaction(async (tx) => {
    const locked = await lockEmailChannel(tx, channel.id);
    if (!locked) throw new MailGrantRefused('the mailbox is gone');
    const latest = await openMailTokens(deps, locked);
    // Another node refreshed it while this one waited for the lock.
    if (latest.accessToken && fresh(latest.expiresAt, now)) return latest.accessToken;
    if (!latest.refreshToken) throw new MailGrantRefused('no refresh token was issued');
    const tokens = await refreshMailToken(
      deps.config.mailOauth[provider],
      deps.config.mailOauth.timeoutMs,
      latest.refreshToken,
    );
    await saveProviderConfig(tx, channel.id, { ...(await sealMailTokens(deps, channel.id, tokens, latest)) });
    return tokens.accessToken;
  });
};

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * A mailbox's repeated login failures (or a refused refresh token) raised its reauthorization flag: dashboards
 * refresh their inbox list (the banner and the sidebar warning) and inbox.reauthorization_required mails the
 * administrators (server/consumers/reauthorizationMail.consumer.ts).
 */
export const announceMailboxReauthorization = async (deps: TDeps, target: { inboxId: number; accountId: number }) => {
  const row = await findEmailInbox(deps.db, target.inboxId);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await invalidateCache(tx, target.accountId, 'inbox');
    await appendEvent(
      tx,
      target.accountId,
      'inbox.reauthorization_required',
      {
        inbox_id: row.inbox.id,
        inbox_name: row.inbox.name,
        provider: PROVIDER_NAMES[row.channel.provider ?? ''] ?? 'email',
      },
      { kind: 'nobody' },
    );
  });
};

/** Consecutive refusals (refresh or login) after which the inbox needs a new sign-in (imapFetcher's limit). */
const REFUSAL_LIMIT = 3;

/** A refused refresh token counts as a refused login; the REFUSAL_LIMIT-th raises reauthorization. */
export const recordRefusedSignIn = async (
  deps: TDeps,
  target: { inboxId: number; accountId: number },
  reason: string,
) => {
  const { raised } = await recordMailboxError(deps.db, target, `token refused: ${reason}`.slice(0, 500), {
    isAuth: true,
    limit: REFUSAL_LIMIT,
  });
  if (raised) await announceMailboxReauthorization(deps, target);
};
