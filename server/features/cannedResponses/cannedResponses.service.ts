import type {
  TCannedResponse,
  TCreateCannedResponseRequest,
  TUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './cannedResponses.repo.ts';
import { errorText } from '../../lib/serverText.ts';

export const presentCannedResponse = (r: repo.TCannedResponseRow): TCannedResponse => ({
  id: r.id,
  account_id: r.accountId,
  short_code: r.shortCode,
  content: r.content,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const taken = () => AppError.invalid('short_code', errorText('taken'));
const isUnique = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export const list = async (deps: TDeps, m: TMembership, search?: string) =>
  (await repo.listCannedResponses(deps.db, m.accountId, search || undefined)).map(presentCannedResponse);

export const create = async (deps: TDeps, m: TMembership, input: TCreateCannedResponseRequest) => {
  try {
    return presentCannedResponse(
      await repo.insertCannedResponse(deps.db, {
        accountId: m.accountId,
        shortCode: input.short_code,
        content: input.content,
      }),
    );
  } catch (err) {
    if (isUnique(err)) throw taken();
    throw err;
  }
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateCannedResponseRequest) => {
  try {
    const row = await repo.updateCannedResponse(deps.db, m.accountId, id, {
      ...(input.short_code !== undefined && { shortCode: input.short_code }),
      ...(input.content !== undefined && { content: input.content }),
    });
    if (!row) throw new AppError('not_found', errorText('cannedResponseNotFound'));
    return presentCannedResponse(row);
  } catch (err) {
    if (isUnique(err)) throw taken();
    throw err;
  }
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  if (!(await repo.deleteCannedResponse(deps.db, m.accountId, id)))
    throw new AppError('not_found', errorText('cannedResponseNotFound'));
  return {};
};
