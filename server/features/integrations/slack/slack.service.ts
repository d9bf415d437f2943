import type { TSlackConnectRequest, TSlackUpdateRequest } from '../../../../common/contracts/integrations.ts';
import type { TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/appError.ts';
import { ProviderError } from '../../../lib/providerHttp.ts';
import { errorText } from '../../../lib/serverText.ts';
import { audit } from '../../auditLogs/index.ts';
import type { TMembership } from '../../auth/index.ts';
import { findHook, insertHook, updateHook, type THookRow } from '../integrations.repo.ts';
import { openHookAccessToken, presentHook, removeHook, sealHookSecret } from '../integrations.service.ts';
import { deleteThreadsOfHook, findSlackHook } from './slack.repo.ts';
import { exchangeCode, listChannels, type TSlackTarget } from './slackClient.ts';
import { isSlackConfigured, slackConfigOf, slackRedirectUri } from './slackConfig.ts';

export const slackTarget = (deps: TDeps): TSlackTarget => ({
  apiUrl: slackConfigOf(deps.config).apiUrl,
  timeoutMs: deps.config.messaging.timeoutMs,
});

/** Slack's refusal as a 422 naming the field (a bad code, a revoked token); anything else stays an error. */
const asInvalid = (field: string) => (err: unknown) => {
  if (err instanceof ProviderError && err.isPermanent)
    throw AppError.invalid(field, errorText('slackRefused', { reason: err.message }));
  throw err;
};

const connectedHook = async (deps: TDeps, m: TMembership) => {
  const hook = await findSlackHook(deps.db, m.accountId);
  if (!hook) throw new AppError('not_found', errorText('slackNotConnected'));
  return hook;
};

const present = async (deps: TDeps, m: TMembership, id: number) => {
  const found = await findHook(deps.db, m.accountId, id);
  if (!found) throw new AppError('not_found', errorText('slackNotConnected'));
  return presentHook(found, m);
};

/** The hook's bot token (sealed in the hook, opened only for a call to Slack). */
export const slackTokenOf = async (deps: TDeps, hook: THookRow) => {
  const token = await openHookAccessToken(deps, hook);
  if (!token) throw new AppError('not_found', errorText('slackNotConnected'));
  return token;
};

/**
 * POST integrations/slack {code}: the code is exchanged for the workspace's bot token (oauth.v2.access with
 * the same redirect URI), which is stored sealed in the account's one Slack hook. No channel yet: the
 * administrator picks it next (PATCH).
 */
export const connectSlack = async (deps: TDeps, m: TMembership, input: TSlackConnectRequest) => {
  if (!isSlackConfigured(deps.config)) throw AppError.invalid('code', errorText('slackNotConfigured'));
  if (await findSlackHook(deps.db, m.accountId)) throw AppError.invalid('app_id', errorText('taken'));
  const s = slackConfigOf(deps.config);
  const grant = await exchangeCode(
    slackTarget(deps),
    { id: s.clientId ?? '', secret: s.clientSecret ?? '' },
    input.code,
    slackRedirectUri(deps, m.accountId),
  ).catch(asInvalid('code'));
  const sealed = await sealHookSecret(deps, { accountId: m.accountId, appId: 'slack' }, grant.accessToken);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertHook(tx, {
      accountId: m.accountId,
      appId: 'slack',
      hookType: 0,
      status: 1,
      settings: {
        message_mode: 'two_way',
        team_id: grant.teamId,
        team_name: grant.teamName,
        bot_user_id: grant.botUserId,
      },
      sealedAccessToken: sealed,
    });
    const found = await findHook(tx, m.accountId, row.id);
    if (found)
      await audit(
        tx,
        m,
        'create',
        { type: 'Integration', id: row.id, name: 'slack' },
        null,
        presentHook(found, { role: 'administrator' }),
      );
    return row.id;
  });
  return present(deps, m, id);
};

/** GET integrations/slack/list_all_channels. */
export const listSlackChannels = async (deps: TDeps, m: TMembership) => {
  const hook = await connectedHook(deps, m);
  return listChannels(slackTarget(deps), await slackTokenOf(deps, hook)).catch(asInvalid('base'));
};

/**
 * PATCH integrations/slack {reference_id}: the channel conversations go to, one the app can see. A new
 * channel starts new threads: the old channel's threads are forgotten.
 */
export const pickSlackChannel = async (deps: TDeps, m: TMembership, input: TSlackUpdateRequest) => {
  const hook = await connectedHook(deps, m);
  const channels = await listChannels(slackTarget(deps), await slackTokenOf(deps, hook)).catch(
    asInvalid('reference_id'),
  );
  const channel = channels.find((c) => c.id === input.reference_id);
  if (!channel) throw AppError.invalid('reference_id', errorText('slackUnknownChannel'));
  await deps.db.transaction(async (tx) => {
    const before = await findHook(tx, m.accountId, hook.id);
    if (hook.referenceId !== channel.id) await deleteThreadsOfHook(tx, m.accountId, hook.id);
    await updateHook(tx, m.accountId, hook.id, {
      referenceId: channel.id,
      settings: { ...hook.settings, channel_name: channel.name },
    });
    const after = await findHook(tx, m.accountId, hook.id);
    if (before && after)
      await audit(
        tx,
        m,
        'update',
        { type: 'Integration', id: hook.id, name: 'slack' },
        presentHook(before, { role: 'administrator' }),
        presentHook(after, { role: 'administrator' }),
      );
  });
  return present(deps, m, hook.id);
};

/** DELETE integrations/slack: the hook, its sealed token and its threads go. */
export const disconnectSlack = async (deps: TDeps, m: TMembership) => {
  const hook = await connectedHook(deps, m);
  await removeHook(deps, m, hook.id);
};
