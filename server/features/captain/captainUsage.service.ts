import type { TCaptainUsage } from '../../../common/contracts/captain.ts';
import type { TDeps } from '../../deps.ts';
import { monthStart } from './captainRun.ts';
import { monthUsage } from './captainRuns.repo.ts';
import { monthlyLimit, resolveEndpoint } from './captainSettings.service.ts';

/** This month's Captain use by the account, against the installation's monthly limit. */
export const captainUsage = async (deps: TDeps, accountId: number): Promise<TCaptainUsage> => {
  const from = monthStart();
  const [ep, limit, usage] = await Promise.all([
    resolveEndpoint(deps, accountId),
    monthlyLimit(deps),
    monthUsage(deps.db, accountId, from),
  ]);
  return {
    configured: ep !== null,
    source: ep?.source ?? null,
    model: ep?.model ?? null,
    monthly_limit: limit,
    used: usage.used,
    tokens_in: usage.tokensIn,
    tokens_out: usage.tokensOut,
    period_start: from.toISOString(),
  };
};
