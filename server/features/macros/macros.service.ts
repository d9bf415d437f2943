import {
  MACRO_VISIBILITIES,
  type TCreateMacroRequest,
  type TUpdateMacroRequest,
} from '../../../common/contracts/automation.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import type { TAfterCommit } from '../automation/index.ts';
import { applyActions } from '../automation/index.ts';
import { checkActions } from '../automation/index.ts';
import { listVisibleConversations } from '../bulkActions/index.ts';
import { lockConversation } from '../conversationCore/index.ts';
import { memberActor } from '../auth/index.ts';
import { macroActor } from '../../../common/actor.ts';
import { canEditMacro, canSeeMacro } from './macros.policy.ts';
import { presentMacro } from './macros.presenter.ts';
import * as repo from './macros.repo.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';

/** Records the macro's change in the audit log: its state before (null: created) against now (null: deleted). */
const auditMacro = async (tx: TExecutor, m: TMembership, id: number, before: TMacro | null) => {
  const found = await repo.findMacro(tx, m.accountId, id);
  const after = found && presentMacro(found);
  const action = !before ? 'create' : after ? 'update' : 'destroy';
  await audit(tx, m, action, { type: 'Macro', id, name: (after ?? before)?.name ?? null }, before, after);
};
type TMacro = ReturnType<typeof presentMacro>;

const notFound = () => new AppError('not_found', errorText('macroNotFound'));

/**
 * A macro the member may see. Someone else's personal macro is refused with Chatwoot's 401 (its policy answers
 * after the account's lookup found the macro); another account's is not found.
 */
const getMacro = async (deps: TDeps, m: TMembership, id: number) => {
  const found = await repo.findMacro(deps.db, m.accountId, id);
  if (!found) throw notFound();
  if (!canSeeMacro(m, found.macro)) throw new AppError('forbidden', errorText('notAuthorized'));
  return found;
};

const getEditable = async (deps: TDeps, m: TMembership, id: number) => {
  const found = await getMacro(deps, m, id);
  if (!canEditMacro(m, found.macro)) throw new AppError('forbidden', errorText('notAuthorized'));
  return found;
};

const reread = async (deps: TDeps, m: TMembership, id: number) => {
  const found = await repo.findMacro(deps.db, m.accountId, id);
  if (!found) throw notFound();
  return { payload: presentMacro(found) };
};

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: (await repo.listVisibleMacros(deps.db, m.accountId, m.accountUser.userId)).map(presentMacro),
});

export const show = async (deps: TDeps, m: TMembership, id: number) => ({
  payload: presentMacro(await getMacro(deps, m, id)),
});

/** As Chatwoot: only an administrator shares a macro; an agent's macro is personal, whatever was asked. */
const visibilityFor = (m: TMembership, asked: TCreateMacroRequest['visibility']) =>
  MACRO_VISIBILITIES.indexOf(m.role === 'administrator' ? asked : 'personal');

export const create = async (deps: TDeps, m: TMembership, input: TCreateMacroRequest) => {
  await checkActions(deps, m.accountId, input.actions, { selfAllowed: true });
  const id = await deps.db.transaction(async (tx) => {
    const id = await repo.insertMacro(tx, {
      accountId: m.accountId,
      name: input.name,
      visibility: visibilityFor(m, input.visibility),
      actions: input.actions,
      createdById: m.accountUser.userId,
      updatedById: m.accountUser.userId,
    });
    await auditMacro(tx, m, id, null);
    return id;
  });
  return reread(deps, m, id);
};

export const update = async (deps: TDeps, m: TMembership, id: number, patch: TUpdateMacroRequest) => {
  const old = await getEditable(deps, m, id);
  if (patch.actions) await checkActions(deps, m.accountId, patch.actions, { selfAllowed: true });
  await deps.db.transaction(async (tx) => {
    await repo.updateMacro(tx, m.accountId, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.visibility !== undefined && { visibility: visibilityFor(m, patch.visibility) }),
      ...(patch.actions !== undefined && { actions: patch.actions }),
      updatedById: m.accountUser.userId,
    });
    await auditMacro(tx, m, id, presentMacro(old));
  });
  return reread(deps, m, id);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const old = await getEditable(deps, m, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteMacro(tx, m.accountId, id);
    await auditMacro(tx, m, id, presentMacro(old));
  });
  return {};
};

/**
 * Runs the macro on the conversations (display ids) the member may see — others are skipped — each in its
 * own transaction, its actions in order through the shared executor as the member (activity lines name
 * the macro). Mails are sent once each conversation's changes have committed.
 */
export const execute = async (deps: TDeps, m: TMembership, id: number, conversationIds: number[]) => {
  const { macro } = await getMacro(deps, m, id);
  const rows = await listVisibleConversations(deps.db, m, conversationIds);
  const actor = macroActor(macro, m.accountId, await memberActor(deps.db, m));
  for (const row of rows) {
    const afterCommit: TAfterCommit = [];
    await deps.db.transaction(async (tx) => {
      const locked = await lockConversation(tx, row.id);
      if (locked) await applyActions(deps, tx, locked, macro.actions, actor, afterCommit);
    });
    for (const send of afterCommit) await send();
  }
  return {};
};
