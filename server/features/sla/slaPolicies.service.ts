import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import type { TCreateSlaPolicyRequest, TUpdateSlaPolicyRequest } from '../../../common/contracts/sla.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentSlaPolicy } from './sla.presenter.ts';
import { recomputeRunningSlas } from './slaRecompute.ts';
import { deleteSlaPolicy, findSlaPolicy, insertSlaPolicy, listSlaPolicies, updateSlaPolicy } from './sla.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const notFound = () => new AppError('not_found', errorText('slaPolicyNotFound'));

type TPolicyRow = NonNullable<Awaited<ReturnType<typeof findSlaPolicy>>>;
/** Records a policy's change in the audit log, in the change's transaction. */
const auditPolicy = (tx: TExecutor, m: TMembership, b: TPolicyRow | null, a: TPolicyRow | null) =>
  audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'SlaPolicy', id: (a ?? b)?.id ?? null, name: (a ?? b)?.name },
    b && presentSlaPolicy(b),
    a && presentSlaPolicy(a),
  );

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: (await listSlaPolicies(deps.db, m.accountId)).map(presentSlaPolicy),
});

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const p = await findSlaPolicy(deps.db, m.accountId, id);
  if (!p) throw notFound();
  return { payload: presentSlaPolicy(p) };
};

export const create = (deps: TDeps, m: TMembership, input: TCreateSlaPolicyRequest) =>
  deps.db.transaction(async (tx) => {
    const row = await insertSlaPolicy(tx, {
      accountId: m.accountId,
      name: input.name,
      description: input.description ?? null,
      firstResponseTimeThreshold: input.first_response_time_threshold ?? null,
      nextResponseTimeThreshold: input.next_response_time_threshold ?? null,
      resolutionTimeThreshold: input.resolution_time_threshold ?? null,
      onlyDuringBusinessHours: input.only_during_business_hours ?? false,
    });
    await auditPolicy(tx, m, null, row);
    return { payload: presentSlaPolicy(row) };
  });

/**
 * Changes a policy. As in Chatwoot (whose evaluation always reads the current thresholds), the change
 * reaches the SLAs it already runs: their pending deadlines are recomputed in the same transaction
 * (slaRecompute.ts); recorded misses and finished SLAs stay as they are.
 */
export const update = (deps: TDeps, m: TMembership, id: number, input: TUpdateSlaPolicyRequest) =>
  deps.db.transaction(async (tx) => {
    const before = await findSlaPolicy(tx, m.accountId, id);
    if (!before) throw notFound();
    const pick = <T>(v: T | undefined, old: T) => (v === undefined ? old : v);
    const next = {
      name: pick(input.name, before.name),
      description: pick(input.description, before.description),
      firstResponseTimeThreshold: pick(input.first_response_time_threshold, before.firstResponseTimeThreshold),
      nextResponseTimeThreshold: pick(input.next_response_time_threshold, before.nextResponseTimeThreshold),
      resolutionTimeThreshold: pick(input.resolution_time_threshold, before.resolutionTimeThreshold),
      onlyDuringBusinessHours: pick(input.only_during_business_hours, before.onlyDuringBusinessHours),
    };
    if (!next.firstResponseTimeThreshold && !next.nextResponseTimeThreshold && !next.resolutionTimeThreshold)
      throw AppError.invalid('first_response_time_threshold', errorText('thresholdRequired'));
    const row = await updateSlaPolicy(tx, m.accountId, id, next);
    if (!row) throw notFound();
    await recomputeRunningSlas(tx, row);
    await auditPolicy(tx, m, before, row);
    return { payload: presentSlaPolicy(row) };
  });

/** Deleting a policy removes its applied SLAs and their events (Chatwoot's dependent destroy). */
export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  await deps.db.transaction(async (tx) => {
    const before = await findSlaPolicy(tx, m.accountId, id);
    if (!before || !(await deleteSlaPolicy(tx, m.accountId, id))) throw notFound();
    await auditPolicy(tx, m, before, null);
  });
};
