import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { errorText } from '../../lib/serverText.ts';
import { insertRun, monthUsage } from './captainRuns.repo.ts';
import { monthlyLimit, resolveEndpoint } from './captainSettings.service.ts';
import { ModelError, type TCallOptions, type TChatResult, type TModelEndpoint } from './modelClient.ts';

/** The first instant of the current calendar month, UTC: quotas count from here. */
export const monthStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export interface TRunWho {
  accountId: number;
  /** The agent who asked, or null (the assistant, a job). */
  userId: number | null;
  /** What for: a task name, `copilot`… */
  kind: string;
  /** An assistant's run: the assistant, and the conversation it answers (the Captain report counts them). */
  assistantId?: number;
  conversationId?: number;
}

/**
 * One Captain call to the model, with the rules every call shares: the account's endpoint (or a 422 saying
 * how to set one), the monthly quota (429 `quota_exceeded`), a timeout, a `captain_runs` row whatever the
 * outcome, and a friendly 502 `model_unavailable` when the model is down, refuses or is too slow. The row keeps
 * the endpoint's error text, never the prompt or the key.
 */
export const runModel = async (
  deps: TDeps,
  who: TRunWho,
  call: (ep: TModelEndpoint, opts: TCallOptions) => Promise<TChatResult>,
): Promise<TChatResult> => {
  const ep = await resolveEndpoint(deps, who.accountId);
  if (!ep) throw new AppError('provider_not_configured', errorText('captainNotConfigured'));
  const base = {
    accountId: who.accountId,
    userId: who.userId,
    kind: who.kind,
    model: ep.model,
    assistantId: who.assistantId ?? null,
    conversationId: who.conversationId ?? null,
  };
  const limit = await monthlyLimit(deps);
  if (limit !== null) {
    const { used } = await monthUsage(deps.db, who.accountId, monthStart());
    if (used >= limit) {
      await insertRun(deps.db, { ...base, tokensIn: 0, tokensOut: 0, latencyMs: 0, outcome: 'quota', error: null });
      throw new AppError('quota_exceeded', errorText('captainQuotaExceeded', { limit }));
    }
  }
  const started = performance.now();
  const opts = { policy: outboundPolicy(deps.config), timeoutMs: deps.config.captain.timeoutMs };
  try {
    const result = await call(ep, opts);
    const latencyMs = Math.round(performance.now() - started);
    await insertRun(deps.db, { ...base, ...pickTokens(result), latencyMs, outcome: 'ok', error: null });
    return result;
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    const latencyMs = Math.round(performance.now() - started);
    const outcome = err.kind === 'timeout' ? 'timeout' : 'error';
    await insertRun(deps.db, { ...base, tokensIn: 0, tokensOut: 0, latencyMs, outcome, error: err.detail });
    deps.log.warn(
      { accountId: who.accountId, kind: who.kind, outcome, detail: err.detail },
      'captain model call failed',
    );
    throw new AppError(
      'model_unavailable',
      err.kind === 'timeout'
        ? errorText('captainModelTimeout')
        : err.kind === 'bad_answer'
          ? errorText('captainBadAnswer')
          : errorText('captainModelDown', { reason: err.detail }),
    );
  }
};

const pickTokens = (r: TChatResult) => ({ tokensIn: r.tokensIn, tokensOut: r.tokensOut });
