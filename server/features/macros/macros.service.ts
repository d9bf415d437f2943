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

export const create = async (deps: TDeps, m: TMembership, input: TCreateMacroRequest) => {
  await checkActions(deps, m.accountId, input.actions, { selfAllowed: true });
  const id = await repo.insertMacro(deps.db, {
    accountId: m.accountId,
    name: input.name,
    visibility: MACRO_VISIBILITIES.indexOf(input.visibility),
    actions: input.actions,
    createdById: m.accountUser.userId,
    updatedById: m.accountUser.userId,
  });
  return reread(deps, m, id);
};

export const update = async (deps: TDeps, m: TMembership, id: number, patch: TUpdateMacroRequest) => {
  await getEditable(deps, m, id);
  if (patch.actions) await checkActions(deps, m.accountId, patch.actions, { selfAllowed: true });
  await repo.updateMacro(deps.db, m.accountId, id, {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.visibility !== undefined && { visibility: MACRO_VISIBILITIES.indexOf(patch.visibility) }),
    ...(patch.actions !== undefined && { actions: patch.actions }),
    updatedById: m.accountUser.userId,
  });
  return reread(deps, m, id);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  await getEditable(deps, m, id);
  await repo.deleteMacro(deps.db, m.accountId, id);
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
