import {
  CONVERSATIONS_PER_PAGE,
  PRIORITY_VALUE,
  STATUS_VALUE,
  type TConversationListQuery,
  type TCreateConversationRequest,
  type TPriority,
} from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { findMembership } from '../users/index.ts';
import type { TMembership } from '../auth/index.ts';
import { getContact } from '../contacts/index.ts';
import { getInbox } from '../inboxes/index.ts';
import { checkTemplateSend } from '../messages/index.ts';
import { isInboxMember } from '../inboxes/index.ts';
import { findTeam } from '../teams/index.ts';
import * as repo from '../conversationCore/index.ts';
import { announce, present } from '../conversationCore/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { loadContext, loadPageWithContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import { agentMessage, firstMessageOf, messageAttributesOf } from '../messages/index.ts';
import { recordActivity, recordMessage } from '../messages/index.ts';
import { findUserById, userName } from '../users/index.ts';
import { addParticipants } from '../participants/index.ts';
import { linkContactInbox } from '../contacts/index.ts';
import { openConversation } from './openConversation.ts';
import { applyStatus } from './status.ts';
import { findTeamAssignee, isTeamMember } from './teamAssignment.repo.ts';
import { ROLE_VALUE } from '../../../common/enums.ts';

export { getConversation };

export const filtersOf = (q: TConversationListQuery) => ({
  status: q.status === 'all' ? undefined : STATUS_VALUE[q.status],
  inboxId: q.inbox_id,
  teamId: q.team_id,
  labels: q['labels[]'] ?? q.labels,
  updatedWithinSeconds: q.updated_within,
  conversationType: q.conversation_type,
});

export const list = async (deps: TDeps, m: TMembership, q: TConversationListQuery) => {
  const f = filtersOf(q);
  // updated_within (reconnect sync) returns every match, unpaged.
  const page = q.updated_within ? null : q.page;
  const { rows, ctx, counts } = await loadPageWithContext(
    deps.db,
    repo.listConversationsQuery(m, f, q.assignee_type, q.sort_by, page, CONVERSATIONS_PER_PAGE),
  );
  const meta = repo.countsMeta(counts);
  return { data: { meta, payload: rows.map((c) => presentConversation(c, ctx)) } };
};

export const meta = async (deps: TDeps, m: TMembership, q: TConversationListQuery) => ({
  meta: await repo.tabCounts(deps.db, m, filtersOf(q)),
});

export const show = async (deps: TDeps, m: TMembership, displayId: number) =>
  present(deps.db, await getConversation(deps, m, displayId));

export const checkAssignee = async (deps: TDeps, accountId: number, inboxId: number, userId: number) => {
  const member = await findMembership(deps.db, userId, accountId);
  const inInbox = member && (member.accountUser.role === 1 || (await isInboxMember(deps.db, inboxId, userId)));
  if (!inInbox) throw AppError.invalid('assignee_id', 'is not an agent of this inbox');
};

export const checkTeam = async (deps: TDeps, accountId: number, teamId: number) => {
  if (!(await findTeam(deps.db, accountId, teamId))) throw AppError.invalid('team_id', 'does not exist');
};

/**
 * The inbox and contact of a new conversation: both given, or (Chatwoot's older form) the contact inbox
 * named by `source_id` alone — any inbox of the account; an unknown source id is a 404.
 */
const targetOf = async (deps: TDeps, m: TMembership, input: TCreateConversationRequest) => {
  if (input.inbox_id && input.contact_id)
    return { inbox: await getInbox(deps, m, input.inbox_id), contact: await getContact(deps, m, input.contact_id) };
  if (!input.source_id) throw AppError.invalid('source_id', "can't be blank without inbox_id and contact_id");
  const ci = await repo.findAccountContactInboxBySource(deps.db, m.accountId, input.source_id);
  if (!ci) throw new AppError('not_found', 'Contact inbox not found');
  return { inbox: await getInbox(deps, m, ci.inboxId), contact: await getContact(deps, m, ci.contactId) };
};

export const create = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateConversationRequest,
  files: TIncomingFile[] = [],
) => {
  const { inbox, contact } = await targetOf(deps, m, input);
  if (input.assignee_id) await checkAssignee(deps, m.accountId, inbox.id, input.assignee_id);
  if (input.team_id) await checkTeam(deps, m.accountId, input.team_id);
  if (input.message?.template_params) await checkTemplateSend(deps, inbox, input.message.template_params);
  const first = firstMessageOf(input, files);
  const attributes = first ? messageAttributesOf(first, {}) : {};
  // Files are written before the transaction; a rollback leaves only unreferenced files behind.
  const stored = first ? await Promise.all(files.map((f) => storeAttachment(deps, m.accountId, f))) : [];
  // One transaction: the conversation never commits without its first message (or the reverse).
  const conversation = await deps.db.transaction(async (tx) => {
    const { contactInbox } = await linkContactInbox(tx, 'agent', {
      contactId: contact.id,
      inboxId: inbox.id,
      sourceId: input.source_id,
    });
    if (contactInbox.contactId !== contact.id) throw AppError.invalid('source_id', 'belongs to another contact');
    const c = await openConversation(tx, {
      origin: { kind: 'agent', userId: m.accountUser.userId },
      accountId: m.accountId,
      inboxId: inbox.id,
      contactInbox,
      status: STATUS_VALUE[input.status],
      assigneeId: input.assignee_id,
      teamId: input.team_id,
      additionalAttributes: input.additional_attributes,
      customAttributes: input.custom_attributes,
    });
    if (!first) return c;
    const written = await recordMessage(
      tx,
      agentMessage({ conversation: c, userId: m.accountUser.userId, user: m.user, input: first, attributes, stored }),
    );
    return written?.conversation ?? c;
  });
  return present(deps.db, conversation);
};

export const toggleStatus = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  status?: string,
  snoozedUntil?: number | null,
) => {
  const c = await getConversation(deps, m, displayId);
  // Without a status the call toggles between open and resolved (Chatwoot).
  const next = status
    ? STATUS_VALUE[status as keyof typeof STATUS_VALUE]
    : c.status === STATUS_VALUE.open
      ? STATUS_VALUE.resolved
      : STATUS_VALUE.open;
  if (next === STATUS_VALUE.snoozed && snoozedUntil && snoozedUntil * 1000 <= Date.now()) {
    throw AppError.invalid('snoozed_until', 'must be in the future');
  }
  const actorName = await userName(deps.db, m.accountUser.userId);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await applyStatus(tx, c, next, {
      snoozedUntil: next === STATUS_VALUE.snoozed && snoozedUntil ? new Date(snoozedUntil * 1000) : null,
      actorName,
    });
    // Chatwoot: an agent (not an administrator) who opens an unassigned conversation takes it.
    const takes = row.status === STATUS_VALUE.open && !row.assigneeId && m.accountUser.role === ROLE_VALUE.agent;
    if (!takes) return row;
    const actor = { id: m.accountUser.userId, name: actorName };
    return applyAssignment(tx, row, { assignee_id: actor.id }, actor);
  });
  return {
    meta: {},
    payload: {
      success: true,
      conversation_id: updated.displayId,
      current_status: (await present(deps.db, updated)).status,
      snoozed_until: updated.snoozedUntil ? Math.floor(updated.snoozedUntil.getTime() / 1000) : null,
    },
  };
};

/** Sets the priority with Chatwoot's activity line; `undefined` leaves it unchanged. */
export const setPriority = async (tx: TExecutor, c: repo.TConversationRow, priority: string | null, actor: string) => {
  const value = priority && priority !== 'none' ? PRIORITY_VALUE[priority as keyof typeof PRIORITY_VALUE] : null;
  if (value === c.priority) return c;
  const row = await repo.updateConversation(tx, c.id, { priority: value });
  const name = (v: number | null) => (v === null ? null : ((Object.keys(PRIORITY_VALUE) as TPriority[])[v] ?? null));
  const [from, to] = [name(c.priority), name(value)];
  await recordActivity(tx, row, (w) =>
    !to ? w.priority.removed(actor) : from ? w.priority.updated(actor, from, to) : w.priority.added(actor, to),
  );
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

/** No priority clears it (Chatwoot's `toggle_priority(nil)`). */
export const togglePriority = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  priority: string | null | undefined,
) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await userName(deps.db, m.accountUser.userId);
  await deps.db.transaction((tx) => setPriority(tx, c, priority ?? null, actor));
  return {};
};

/**
 * Chatwoot's rule when only a team is given (AssignmentHandler): an assignee outside the new team is
 * removed, and a team with auto-assignment on (allow_auto_assign) then gives the conversation to an
 * online member of the team who belongs to the inbox. `undefined`: the rule does not apply.
 */
const teamAssignee = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  input: { assignee_id?: number | null; team_id?: number | null },
): Promise<number | null | undefined> => {
  if (input.assignee_id !== undefined || !input.team_id || input.team_id === c.teamId) return undefined;
  const team = await findTeam(tx, c.accountId, input.team_id);
  if (!team) return undefined;
  const kept = c.assigneeId && (await isTeamMember(tx, team.id, c.assigneeId)) ? c.assigneeId : null;
  if (kept || !team.allowAutoAssign) return kept;
  return findTeamAssignee(tx, c.accountId, team.id, c.inboxId);
};

/** Assigns an agent and/or a team in `tx` with activity lines, participation and the assignee's notification. */
export const applyAssignment = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  input: { assignee_id?: number | null; team_id?: number | null },
  actor: { id: number; name: string },
) => {
  const byTeam = await teamAssignee(tx, c, input);
  const assigneeId = byTeam !== undefined ? byTeam : input.assignee_id;
  const updated = await repo.updateConversation(tx, c.id, {
    ...(assigneeId !== undefined && { assigneeId }),
    ...(input.team_id !== undefined && { teamId: input.team_id }),
  });
  const assigneeChanged = assigneeId !== undefined && updated.assigneeId !== c.assigneeId;
  const teamChanged = input.team_id !== undefined && updated.teamId !== c.teamId;
  if (teamChanged && byTeam !== undefined) {
    // Chatwoot writes one line for a team change, naming the member the team's rule picked.
    const [team, assignee] = await Promise.all([
      findTeam(tx, c.accountId, updated.teamId ?? 0),
      updated.assigneeId && assigneeChanged ? findUserById(tx, updated.assigneeId) : null,
    ]);
    await recordActivity(tx, updated, (w) =>
      assignee
        ? w.team.assignedWithAssignee(assignee.name, team?.name ?? '', actor.name)
        : w.team.assigned(team?.name ?? '', actor.name),
    );
    if (assignee) await addParticipants(tx, updated, [assignee.id]);
  } else if (assigneeChanged) {
    const assignee = await (updated.assigneeId ? findUserById(tx, updated.assigneeId) : null);
    await recordActivity(tx, updated, (w) =>
      !assignee
        ? w.assignee.removed(actor.name)
        : assignee.id === actor.id
          ? w.assignee.selfAssigned(actor.name)
          : w.assignee.assigned(assignee.name, actor.name),
    );
    if (assignee) await addParticipants(tx, updated, [assignee.id]);
  }
  if (teamChanged && byTeam === undefined) {
    const team = await findTeam(tx, c.accountId, updated.teamId ?? c.teamId ?? 0);
    const teamName = team?.name ?? '';
    await recordActivity(tx, updated, (w) =>
      updated.teamId ? w.team.assigned(teamName, actor.name) : w.team.removed(teamName, actor.name),
    );
  }
  // The new assignee is notified by the notifications consumer (server/consumers/notifications.consumer.ts).
  const announced = { before: c, performerId: actor.id };
  if (assigneeChanged) await announce(tx, updated, 'assignee.changed', announced);
  else await announce(tx, updated, 'conversation.updated', announced);
  return updated;
};

export const assign = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  raw: { assignee_id?: number | null; team_id?: number | null },
) => {
  const c = await getConversation(deps, m, displayId);
  const actor = { id: m.accountUser.userId, name: await userName(deps.db, m.accountUser.userId) };
  return assignAs(deps, c, raw, actor);
};

/**
 * The assignments route once the conversation and who acts are known (an agent, or a bot with its token):
 * checks, applies, and answers the assignee (or the team when only the team was given).
 */
export const assignAs = async (
  deps: TDeps,
  c: repo.TConversationRow,
  raw: { assignee_id?: number | null; team_id?: number | null },
  actor: Parameters<typeof applyAssignment>[3],
) => {
  // An id of 0 unassigns (Chatwoot finds no such record and sets nil).
  const input = {
    ...(raw.assignee_id !== undefined && { assignee_id: raw.assignee_id || null }),
    ...(raw.team_id !== undefined && { team_id: raw.team_id || null }),
  };
  if (input.assignee_id) await checkAssignee(deps, c.accountId, c.inboxId, input.assignee_id);
  if (input.team_id) await checkTeam(deps, c.accountId, input.team_id);
  const row = await deps.db.transaction((tx) => applyAssignment(tx, c, input, actor));
  const presented = presentConversation(row, await loadContext(deps.db, [row]));
  return input.team_id !== undefined && input.assignee_id === undefined ? presented.meta.team : presented.meta.assignee;
};
