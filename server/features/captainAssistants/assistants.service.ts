import type { TCreateAssistantRequest, TUpdateAssistantRequest } from '../../../common/contracts/captainAssistants.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAssistant } from './assistants.presenter.ts';
import * as repo from './assistants.repo.ts';

type TRow = repo.TAssistantRow;

/** Records an assistant's change in the audit log, in the change's transaction. */
const auditAssistant = (tx: TExecutor, m: TMembership, before: TRow | null, after: TRow | null) =>
  audit(
    tx,
    m,
    !before ? 'create' : after ? 'update' : 'destroy',
    { type: 'CaptainAssistant', id: (after ?? before)?.id ?? null, name: (after ?? before)?.name },
    before && presentAssistant(before),
    after && presentAssistant(after),
  );

/** The account's assistant, or 404 (another account's too). */
export const getAssistant = async (deps: TDeps, accountId: number, id: number) => {
  const a = await repo.findAssistant(deps.db, accountId, id);
  if (!a) throw new AppError('not_found', errorText('captainAssistantNotFound'));
  return a;
};

export const list = async (deps: TDeps, m: TMembership) => {
  const rows = await repo.listAssistants(deps.db, m.accountId);
  return { payload: rows.map(presentAssistant), meta: { total_count: rows.length, page: 1 } };
};

export const show = async (deps: TDeps, m: TMembership, id: number) =>
  presentAssistant(await getAssistant(deps, m.accountId, id));

export const create = async (deps: TDeps, m: TMembership, input: TCreateAssistantRequest) => {
  const row = await deps.db.transaction(async (tx) => {
    const made = await repo.insertAssistant(tx, {
      accountId: m.accountId,
      name: input.name,
      description: input.description ?? '',
      config: input.config ?? {},
      responseGuidelines: input.response_guidelines ?? [],
      guardrails: input.guardrails ?? [],
    });
    await auditAssistant(tx, m, null, made);
    return made;
  });
  return presentAssistant(row);
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateAssistantRequest) => {
  const before = await getAssistant(deps, m.accountId, id);
  const row = await deps.db.transaction(async (tx) => {
    const after = await repo.updateAssistant(tx, m.accountId, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.config !== undefined && { config: { ...before.config, ...input.config } }),
      ...(input.response_guidelines !== undefined && { responseGuidelines: input.response_guidelines }),
      ...(input.guardrails !== undefined && { guardrails: input.guardrails }),
    });
    if (after) await auditAssistant(tx, m, before, after);
    return after;
  });
  if (!row) throw new AppError('not_found', errorText('captainAssistantNotFound'));
  return presentAssistant(row);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const before = await getAssistant(deps, m.accountId, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteAssistant(tx, m.accountId, id);
    await auditAssistant(tx, m, before, null);
  });
};

// Connected inboxes -----------------------------------------------------------------------------------------

const presentInbox = (i: { id: number; name: string; channelType: string }) => ({
  id: i.id,
  name: i.name,
  channel_type: i.channelType,
});

export const listInboxes = async (deps: TDeps, m: TMembership, id: number) => {
  await getAssistant(deps, m.accountId, id);
  return { payload: (await repo.listAssistantInboxes(deps.db, m.accountId, id)).map(presentInbox) };
};

/** Connects an inbox of the account; one assistant answers an inbox (422 when another already does). */
export const connectInbox = async (deps: TDeps, m: TMembership, id: number, inboxId: number) => {
  const assistant = await getAssistant(deps, m.accountId, id);
  const inbox = await repo.findAccountInbox(deps.db, m.accountId, inboxId);
  if (!inbox) throw new AppError('not_found', errorText('inboxNotFound'));
  await deps.db.transaction(async (tx) => {
    if (!(await repo.connectInbox(tx, m.accountId, assistant.id, inbox.id)))
      throw AppError.invalid('inbox_id', errorText('captainInboxTaken'));
    await audit(
      tx,
      m,
      'update',
      { type: 'CaptainAssistant', id: assistant.id, name: assistant.name },
      { inbox_ids: [] },
      { inbox_ids: [inbox.id] },
    );
  });
  return presentInbox(inbox);
};

export const disconnectInbox = async (deps: TDeps, m: TMembership, id: number, inboxId: number) => {
  const assistant = await getAssistant(deps, m.accountId, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.disconnectInbox(tx, m.accountId, assistant.id, inboxId)))
      throw new AppError('not_found', errorText('captainInboxNotConnected'));
    await audit(
      tx,
      m,
      'update',
      { type: 'CaptainAssistant', id: assistant.id, name: assistant.name },
      { inbox_ids: [inboxId] },
      { inbox_ids: [] },
    );
  });
};
