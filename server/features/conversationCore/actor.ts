import { actingUser, type Actor } from '../../../common/actor.ts';
import type { TExecutor } from '../../db/client.ts';
import { performAs } from '../../events/performedBy.ts';
import { AppError } from '../../lib/appError.ts';
import { isInboxMember } from '../inboxes/index.ts';
import type { TActivityWords } from './activityText.ts';
import { isBotOfInbox } from './actor.repo.ts';
import { readAsInboxMember, type TConversationRow } from './conversations.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * What the conversation commands derive from the actor (common/actor.ts), in one place: whether it may
 * act on the conversation, how activity lines name it, and whom events name as performer.
 */

/** The actor as an activity line names it, in the account's language ("Olivia", "Automation rule "VIP""). */
export type TWho = (w: TActivityWords) => string;

export const whoOf =
  (actor: Actor): TWho =>
  (w) => {
    switch (actor.kind) {
      case 'rule':
        return w.actor.rule(actor.name);
      case 'macro':
        return w.actor.macro(actor.user.name, actor.name);
      case 'system':
        return 'System';
      case 'user':
      case 'bot':
      case 'integration':
      case 'assistant':
      case 'contact':
        return actor.name;
    }
  };

/** The user events name as `performer` (a user, or the user who ran a macro); undefined for anyone else. */
export const performerIdOf = (actor: Actor) => actingUser(actor)?.id;

const userMayAct = async (tx: TExecutor, c: TConversationRow, u: { id: number; role: string }) =>
  u.role === 'administrator' || readAsInboxMember.get(c) === u.id || isInboxMember(tx, c.inboxId, u.id);

/**
 * Whether the actor may act on the conversation: never in another account; a user (or a macro's runner)
 * who is an administrator or a member of its inbox; a bot that answers its inbox; a contact on their own
 * conversation; rules, integrations, assistants and jobs anywhere in their account.
 */
export const mayActOn = async (tx: TExecutor, actor: Actor, c: TConversationRow): Promise<boolean> => {
  if (actor.accountId !== c.accountId) return false;
  switch (actor.kind) {
    case 'user':
      return userMayAct(tx, c, actor);
    case 'macro':
      return userMayAct(tx, c, actor.user);
    case 'bot':
      return isBotOfInbox(tx, c.accountId, c.inboxId, actor.id);
    case 'contact':
      return c.contactId === actor.id;
    case 'rule':
    case 'integration':
    case 'assistant':
    case 'system':
      return true;
  }
};

/**
 * Every command starts here: refuses (nothing written) an actor that may not act on the conversation,
 * and marks the transaction's events with `performed_by` when a rule or a macro acts, so rules never
 * react to their own changes.
 */
export const actOn = async (tx: TExecutor, actor: Actor, c: TConversationRow) => {
  if (!(await mayActOn(tx, actor, c))) throw new AppError('forbidden', errorText('notAuthorized'));
  if (actor.kind === 'rule') performAs(tx, { type: 'automation_rule', id: actor.id });
  if (actor.kind === 'macro') performAs(tx, { type: 'macro', id: actor.id });
};
