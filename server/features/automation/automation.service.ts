import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import {
  ZCreateAutomationRuleRequest,
  type TCreateAutomationRuleRequest,
  type TTestAutomationRuleRequest,
  type TRuleTestResult,
  type TUpdateAutomationRuleRequest,
} from '../../../common/contracts/automation.ts';
import { CONVERSATION_STATUSES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './automation.repo.ts';
import { presentRule } from './automation.presenter.ts';
import { checkActions, checkConditions } from './automation.validation.ts';
import { conditionsHold } from './conditions.ts';
import { errorText } from '../../lib/serverText.ts';

const notFound = () => new AppError('not_found', errorText('automationRuleNotFound'));

const getRule = async (deps: TDeps, m: TMembership, id: number) => {
  const row = await repo.findRule(deps.db, m.accountId, id);
  if (!row) throw notFound();
  return row;
};

const check = async (deps: TDeps, m: TMembership, input: TCreateAutomationRuleRequest) => {
  await checkConditions(deps, m.accountId, input.conditions);
  await checkActions(deps, m.accountId, input.actions, { selfAllowed: false });
};

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: (await repo.listRules(deps.db, m.accountId)).map(presentRule),
});

export const show = async (deps: TDeps, m: TMembership, id: number) => ({
  payload: presentRule(await getRule(deps, m, id)),
});

type TRuleState = ReturnType<typeof presentRule>;
/** Records a rule's change in the audit log, in the change's transaction. */
const auditRule = (tx: TExecutor, m: TMembership, id: number, before: TRuleState | null, after: TRuleState | null) =>
  audit(
    tx,
    m,
    !before ? 'create' : after ? 'update' : 'destroy',
    { type: 'AutomationRule', id, name: (after ?? before)?.name },
    before,
    after,
  );

export const create = async (deps: TDeps, m: TMembership, input: TCreateAutomationRuleRequest) => {
  await check(deps, m, input);
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRule(tx, {
      accountId: m.accountId,
      name: input.name,
      description: input.description ?? null,
      eventName: input.event_name,
      conditions: input.conditions,
      actions: input.actions,
      active: input.active,
    });
    await auditRule(tx, m, row.id, null, presentRule(row));
    return row;
  });
  return { payload: presentRule(row) };
};

/** PATCH/PUT: the given fields over the stored rule, checked again as a whole (event and conditions agree). */
export const update = async (deps: TDeps, m: TMembership, id: number, patch: TUpdateAutomationRuleRequest) => {
  const current = presentRule(await getRule(deps, m, id));
  const merged = ZCreateAutomationRuleRequest.parse({ ...current, ...patch });
  await check(deps, m, merged);
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.updateRule(tx, m.accountId, id, {
      name: merged.name,
      description: merged.description ?? null,
      eventName: merged.event_name,
      conditions: merged.conditions,
      actions: merged.actions,
      active: merged.active,
    });
    if (!row) throw notFound();
    await auditRule(tx, m, id, current, presentRule(row));
    return row;
  });
  return { payload: presentRule(row) };
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const current = presentRule(await getRule(deps, m, id));
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteRule(tx, m.accountId, id))) throw notFound();
    await auditRule(tx, m, id, current, null);
  });
  return {};
};

/** Chatwoot's clone: a copy named "<name> - Copy" (inactive here, so it does not act twice before it is edited). */
export const clone = async (deps: TDeps, m: TMembership, id: number) => {
  const r = await getRule(deps, m, id);
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRule(tx, {
      accountId: m.accountId,
      name: `${r.name} - Copy`.slice(0, 255),
      description: r.description,
      eventName: r.eventName,
      conditions: r.conditions,
      actions: r.actions,
      active: false,
    });
    await auditRule(tx, m, row.id, null, presentRule(row));
    return row;
  });
  return { payload: presentRule(row) };
};

export const TEST_DAYS = 30;
const TEST_LIMIT = 5000;

/**
 * "Test this rule": the conditions over the account's conversations of the last 30 days (at most 5000,
 * newest first), as they are now; a message condition reads each conversation's latest incoming message.
 * Nothing is changed.
 */
export const test = async (
  deps: TDeps,
  m: TMembership,
  input: TTestAutomationRuleRequest,
): Promise<TRuleTestResult> => {
  await checkConditions(deps, m.accountId, input.conditions);
  const since = new Date(Date.now() - TEST_DAYS * 86_400_000);
  const rows = await repo.listRecentForTest(deps.db, m.accountId, since, TEST_LIMIT);
  const matched = rows.filter((r) =>
    conditionsHold({ conversation: r.conversation, contact: r.contact, message: r.lastMessage }, input.conditions),
  );
  return {
    payload: matched.slice(0, 100).map((r) => ({
      id: r.conversation.displayId,
      inbox_id: r.conversation.inboxId,
      status: CONVERSATION_STATUSES[r.conversation.status] ?? 'open',
      contact_name: r.contactName || null,
      created_at: Math.floor(r.conversation.createdAt.getTime() / 1000),
    })),
    meta: { checked: rows.length, matched: matched.length, days: TEST_DAYS },
  };
};
