import type { TDeps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { mailAccessToken, recordRefusedSignIn, REFRESH_MARGIN_MS } from './mailOauthAccess.ts';
import { listOauthChannelsDue } from './mailOauth.repo.ts';
import { MailGrantRefused } from './mailOauthTokens.ts';

/**
 * Every few minutes: each signed-in mailbox whose access token expires within the next run's reach is
 * refreshed now (the same locked refresh IMAP and SMTP use), so a connection never waits on the provider.
 * A refused refresh token counts as a refused login; the AUTH_FAILURE_LIMIT-th raises reauthorization.
 */
export const refreshMailTokens = async (deps: TDeps, now = Date.now()) => {
  const due = await listOauthChannelsDue(deps.db, new Date(now + REFRESH_MARGIN_MS + 5 * 60 * 1000));
  let refreshed = 0;
  for (const { inbox, channel } of due) {
    const target = { inboxId: inbox.id, accountId: inbox.accountId };
    try {
      // Past the margin of the next run: refresh as if the token were already expiring.
      await mailAccessToken(deps, channel, now + 5 * 60 * 1000);
      refreshed++;
    } catch (err) {
      const auth = err instanceof MailGrantRefused;
      deps.log.warn({ inboxId: inbox.id, err: (err as Error).message }, 'mail token refresh failed');
      if (!auth) continue;
      await recordRefusedSignIn(deps, target, err.message);
    }
  }
  return { due: due.length, refreshed };
};

export const mailTokenRefreshJob = defineJob<Record<string, never>>(
  'email.oauth_refresh',
  async (_data, ctx) => {
    await refreshMailTokens(ctx.deps);
  },
  { maxAttempts: 1 },
);
