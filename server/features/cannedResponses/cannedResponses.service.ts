import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import type {
  TCannedResponse,
  TCreateCannedResponseRequest,
  TUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import { ATTACHMENTS_PER_MESSAGE } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { presentStoredFile, storeAttachment, type TIncomingFile, type TStoredFile } from '../attachments/index.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './cannedResponses.repo.ts';
import { errorText } from '../../lib/serverText.ts';

export const presentCannedResponse = (r: repo.TCannedResponseRow): TCannedResponse => ({
  id: r.id,
  account_id: r.accountId,
  short_code: r.shortCode,
  content: r.content,
  attachments: r.attachments.map(presentStoredFile),
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

/** Writes the files under uploads/attachments/<account>/, as a message's. */
const store = (deps: TDeps, accountId: number, files: TIncomingFile[]) =>
  Promise.all(files.map((f) => storeAttachment(deps, accountId, f)));
const removeFiles = (deps: TDeps, files: readonly TStoredFile[]) =>
  Promise.all(files.map((f) => deps.uploads.remove(f.fileKey)));
const tooMany = () => AppError.invalid('attachments', errorText('tooLong'));

/** Records a canned response's change in the audit log, in the change's transaction. */
const auditCanned = (
  tx: TExecutor,
  m: TMembership,
  b: repo.TCannedResponseRow | null,
  a: repo.TCannedResponseRow | null,
) =>
  audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'CannedResponse', id: (a ?? b)?.id ?? null, name: (a ?? b)?.shortCode },
    b && presentCannedResponse(b),
    a && presentCannedResponse(a),
  );

export const create = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateCannedResponseRequest,
  files: TIncomingFile[] = [],
) => {
  const stored = await store(deps, m.accountId, files);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const row = await repo.insertCannedResponse(tx, {
        accountId: m.accountId,
        shortCode: input.short_code,
        content: input.content,
        attachments: stored,
      });
      await auditCanned(tx, m, null, row);
      return row;
    });
    return presentCannedResponse(row);
  } catch (err) {
    await removeFiles(deps, stored);
    if (isUnique(err)) throw taken();
    throw err;
  }
};

/** PATCH: the fields given; files sent are added, remove_attachments (file URLs) are dropped. */
export const update = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: TUpdateCannedResponseRequest,
  files: TIncomingFile[] = [],
) => {
  const before = await repo.findCannedResponse(deps.db, m.accountId, id);
  if (!before) throw new AppError('not_found', errorText('cannedResponseNotFound'));
  const drop = new Set(input.remove_attachments ?? []);
  const kept = before.attachments.filter((f) => !drop.has(presentStoredFile(f).file_url));
  if (kept.length + files.length > ATTACHMENTS_PER_MESSAGE) throw tooMany();
  const stored = await store(deps, m.accountId, files);
  const changesFiles = stored.length > 0 || kept.length !== before.attachments.length;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const row = await repo.updateCannedResponse(tx, m.accountId, id, {
        ...(input.short_code !== undefined && { shortCode: input.short_code }),
        ...(input.content !== undefined && { content: input.content }),
        ...(changesFiles && { attachments: [...kept, ...stored] }),
      });
      if (!row) throw new AppError('not_found', errorText('cannedResponseNotFound'));
      await auditCanned(tx, m, before, row);
      return row;
    });
    await removeFiles(
      deps,
      before.attachments.filter((f) => drop.has(presentStoredFile(f).file_url)),
    );
    return presentCannedResponse(row);
  } catch (err) {
    await removeFiles(deps, stored);
    if (isUnique(err)) throw taken();
    throw err;
  }
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.deleteCannedResponse(tx, m.accountId, id);
    if (!row) throw new AppError('not_found', errorText('cannedResponseNotFound'));
    await auditCanned(tx, m, row, null);
    return row;
  });
  await removeFiles(deps, row.attachments);
  return {};
};
