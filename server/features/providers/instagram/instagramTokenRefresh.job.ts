import type { TDeps } from '../../../deps.ts';
import { defineJob } from '../../../jobs/queue.ts';
import { pickString } from '../../../lib/providerHttp.ts';
import { openInstagramChannel, sealInstagramToken } from '../../inboxes/index.ts';
import { ProviderAuthError } from '../adapter.ts';
import { metaFetch } from '../metaFetch.ts';
import { flagReauthorization } from '../reauthorization.service.ts';
import { listInstagramTokensDue, storeInstagramToken } from './instagramTokens.repo.ts';

/** A long-lived token lasts 60 days; it is renewed when 10 or fewer are left (Chatwoot's margin). */
export const INSTAGRAM_REFRESH_WITHIN_MS = 10 * 24 * 60 * 60 * 1000;

/**
 * Instagram's refresh (GET {INSTAGRAM_API_URL}/refresh_access_token, grant_type=ig_refresh_token): a token at
 * least a day old and not yet expired → a new 60-day token. A refused token (190) is a ProviderAuthError.
 */
const refreshToken = async (deps: TDeps, token: string) => {
  const url = new URL(`${deps.config.providers.instagram.apiUrl}/refresh_access_token`);
  url.search = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: token }).toString();
  const body = await metaFetch(deps.config, url.toString());
  const fresh = pickString(body, 'access_token');
  if (!fresh) throw new Error('Instagram answered the refresh without a token');
  const seconds = Number(pickString(body, 'expires_in') ?? 0);
  return { token: fresh, expiresAt: seconds > 0 ? new Date(Date.now() + seconds * 1000) : null };
};

/**
 * Daily: every connected Instagram account whose token expires within INSTAGRAM_REFRESH_WITHIN_MS gets a new one,
 * so a connection never lapses while it is in use. A refusal flags the inbox (the reconnect banner, one mail
 * to the administrators); any other failure is logged and tried again the next day.
 */
export const refreshInstagramTokens = async (deps: TDeps, now = Date.now()) => {
  const due = await listInstagramTokensDue(deps.db, new Date(now + INSTAGRAM_REFRESH_WITHIN_MS));
  let refreshed = 0;
  for (const { inbox, channel } of due) {
    try {
      const opened = await openInstagramChannel(deps, channel);
      const fresh = await refreshToken(deps, opened.accessToken);
      const sealed = await sealInstagramToken(deps, channel.instagramId, fresh.token);
      await storeInstagramToken(deps.db, channel.id, sealed, fresh.expiresAt);
      refreshed++;
    } catch (err) {
      deps.log.warn({ inboxId: inbox.id, err: (err as Error).message }, 'instagram token refresh failed');
      if (err instanceof ProviderAuthError) await flagReauthorization(deps, inbox);
    }
  }
  return { due: due.length, refreshed };
};

export const instagramTokenRefreshJob = defineJob<Record<string, never>>(
  'providers.instagram_token_refresh',
  async (_data, ctx) => {
    await refreshInstagramTokens(ctx.deps);
  },
  { maxAttempts: 1 },
);
