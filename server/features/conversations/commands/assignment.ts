import type { Actor } from '../../../../common/actor.ts';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/appError.ts';
import { findMembership, findUserById } from '../../users/index.ts';
import { isInboxMember } from '../../inboxes/index.ts';
import { findTeam } from '../../teams/index.ts';
import { addParticipants } from '../../participants/index.ts';
import { recordActivity } from '../../messages/index.ts';
import type { TActivity, TConversationRow } from '../../conversationCore/index.ts';
import { actOn, announce, performerIdOf, updateConversation, whoOf } from '../../conversationCore/index.ts';
import { findTeamAssignee, isTeamMember } from '../teamAssignment.repo.ts';
import { errorText } from '../../../lib/serverText.ts';

export interface TAssignment {
  /** null (or 0, as Chatwoot finds no such record) unassigns; undefined leaves the assignee. */
  assignee_id?: number | null;
  team_id?: number | null;
  /**
   * A system job's own wording for the line when it gives the conversation to someone, instead of
   * "Assigned to <assignee> by <actor>" (auto-assignment: "Assigned to <assignee> by auto-assignment").
   */
  assignedLine?: (assignee: string) => TActivity;
}

/** May the user be the conversation's assignee: a member of the account who is an administrator or in the inbox (else 422). */
export const checkAssignee = async (db: TExecutor, accountId: number, inboxId: number, userId: number) => {
  const member = await findMembership(db, userId, accountId);
  const inInbox = member && (member.accountUser.role === 1 || (await isInboxMember(db, inboxId, userId)));
  if (!inInbox) throw AppError.invalid('assignee_id', errorText('notAgentOfInbox'));
};

export const checkTeam = async (db: TExecutor, accountId: number, teamId: number) => {
  if (!(await findTeam(db, accountId, teamId))) throw AppError.invalid('team_id', errorText('doesNotExist'));
};

/**
 * Chatwoot's rule when only a team is given (AssignmentHandler): an assignee outside the new team is
 * removed, and a team with auto-assignment on (allow_auto_assign) then gives the conversation to an
 * online member of the team who belongs to the inbox. `undefined`: the rule does not apply.
 */
const teamAssignee = async (tx: TExecutor, c: TConversationRow, input: TAssignment) => {
  if (input.assignee_id !== undefined || !input.team_id || input.team_id === c.teamId) return undefined;
  const team = await findTeam(tx, c.accountId, input.team_id);
  if (!team) return undefined;
  const kept = c.assigneeId && (await isTeamMember(tx, team.id, c.assigneeId)) ? c.assigneeId : null;
  if (kept || !team.allowAutoAssign) return kept;
  return findTeamAssignee(tx, c.accountId, team.id, c.inboxId);
};

/** The assignment write below the checks: activity lines, participation, and the event naming the performer. */
export const applyAssignment = async (tx: TExecutor, actor: Actor, c: TConversationRow, input: TAssignment) => {
  const who = whoOf(actor);
  const selfId = performerIdOf(actor);
  const byTeam = await teamAssignee(tx, c, input);
  const assigneeId = byTeam !== undefined ? byTeam : input.assignee_id;
  const updated = await updateConversation(tx, c.id, {
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
        ? w.team.assignedWithAssignee(assignee.name, team?.name ?? '', who(w))
        : w.team.assigned(team?.name ?? '', who(w)),
    );
    if (assignee) await addParticipants(tx, updated, [assignee.id]);
  } else if (assigneeChanged) {
    const assignee = await (updated.assigneeId ? findUserById(tx, updated.assigneeId) : null);
    await recordActivity(tx, updated, (w) =>
      !assignee
        ? w.assignee.removed(who(w))
        : assignee.id === selfId
          ? w.assignee.selfAssigned(who(w))
          : input.assignedLine
            ? input.assignedLine(assignee.name)(w)
            : w.assignee.assigned(assignee.name, who(w)),
    );
    if (assignee) await addParticipants(tx, updated, [assignee.id]);
  }
  if (teamChanged && byTeam === undefined) {
    const team = await findTeam(tx, c.accountId, updated.teamId ?? c.teamId ?? 0);
    const teamName = team?.name ?? '';
    await recordActivity(tx, updated, (w) =>
      updated.teamId ? w.team.assigned(teamName, who(w)) : w.team.removed(teamName, who(w)),
    );
  }
  // The new assignee is notified by the notifications consumer (server/consumers/notifications.consumer.ts).
  const announced = { before: c, performerId: selfId };
  await announce(tx, updated, assigneeChanged ? 'assignee.changed' : 'conversation.updated', announced);
  return updated;
};

/**
 * Assigns an agent and/or a team as the actor. An agent outside the inbox or a team of no such id is a
 * 422 (the executor skips such an action instead).
 */
export const assign = async (tx: TExecutor, actor: Actor, c: TConversationRow, raw: TAssignment) => {
  const input: TAssignment = {
    ...(raw.assignedLine && { assignedLine: raw.assignedLine }),
    ...(raw.assignee_id !== undefined && { assignee_id: raw.assignee_id || null }),
    ...(raw.team_id !== undefined && { team_id: raw.team_id || null }),
  };
  await actOn(tx, actor, c);
  if (input.assignee_id) await checkAssignee(tx, c.accountId, c.inboxId, input.assignee_id);
  if (input.team_id) await checkTeam(tx, c.accountId, input.team_id);
  return applyAssignment(tx, actor, c, input);
};
