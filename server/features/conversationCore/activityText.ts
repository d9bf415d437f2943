/**
 * The thread's activity lines, written in the account's language (its `locale`), as Chatwoot writes
 * them: the `activity` section of the server catalogues (common/i18n/server/<code>.json; English is
 * Chatwoot's wording, which its clients parse). A locale without wording reads the nearest language
 * (pt → pt_BR), else English (server/lib/serverText.ts).
 */
import type { TPriority } from '../../../common/contracts/conversations.ts';
import { serverText } from '../../lib/serverText.ts';

/** "3 days", "1 hour", "30 minutes" for an auto-resolve duration given in minutes. */
const unitOf = (minutes: number): [number, 'day' | 'hour' | 'minute'] =>
  minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];

const wordsOf = (locale: string | null | undefined) => {
  const t = serverText('activity', locale);
  const p = (priority: TPriority) => t(`priorityNames.${priority}`);
  const list = (labels: string[]) => labels.join(t('labels.separator'));
  return {
    status: {
      resolved: (user: string) => t('status.resolved', { user }),
      open: (user: string) => t('status.open', { user }),
      pending: (user: string) => t('status.pending', { user }),
      snoozed: (user: string) => t('status.snoozed', { user }),
      autoResolved: (duration: string) => t('status.autoResolved', { duration }),
      snoozeExpired: t('status.snoozeExpired'),
      systemAutoOpen: t('status.systemAutoOpen'),
    },
    assignee: {
      selfAssigned: (user: string) => t('assignee.selfAssigned', { user }),
      assigned: (assignee: string, user: string) => t('assignee.assigned', { assignee, user }),
      removed: (user: string) => t('assignee.removed', { user }),
      autoAssigned: (assignee: string) => t('assignee.autoAssigned', { assignee }),
    },
    team: {
      assigned: (team: string, user: string) => t('team.assigned', { team, user }),
      assignedWithAssignee: (assignee: string, team: string, user: string) =>
        t('team.assignedWithAssignee', { assignee, team, user }),
      removed: (team: string, user: string) => t('team.removed', { team, user }),
    },
    labels: {
      added: (user: string, labels: string[]) => t('labels.added', { user, labels: list(labels) }),
      removed: (user: string, labels: string[]) => t('labels.removed', { user, labels: list(labels) }),
    },
    priority: {
      added: (user: string, to: TPriority) => t('priority.added', { user, to: p(to) }),
      updated: (user: string, from: TPriority, to: TPriority) =>
        t('priority.updated', { user, from: p(from), to: p(to) }),
      removed: (user: string) => t('priority.removed', { user }),
    },
    sla: {
      added: (user: string, policy: string) => t('sla.added', { user, policy }),
      removed: (user: string, policy: string) => t('sla.removed', { user, policy }),
    },
    /** Merge, unmerge and split: `id` is the other conversation's number. */
    merge: {
      into: (id: number, user: string) => t('merge.mergedInto', { id, user }),
      from: (id: number, user: string) => t('merge.mergedFrom', { id, user }),
      unmergedFrom: (id: number, user: string) => t('merge.unmergedFrom', { id, user }),
      unmergedOut: (id: number, user: string) => t('merge.unmergedOut', { id, user }),
      splitInto: (id: number, user: string) => t('merge.splitInto', { id, user }),
      splitFrom: (id: number, user: string) => t('merge.splitFrom', { id, user }),
    },
    /** A Linear issue created, linked or unlinked from the conversation (`issue`: its identifier or id). */
    linear: {
      created: (issue: string, user: string) => t('linear.created', { issue, user }),
      linked: (issue: string, user: string) => t('linear.linked', { issue, user }),
      unlinked: (issue: string, user: string) => t('linear.unlinked', { issue, user }),
    },
    muted: (user: string) => t('muted', { user }),
    /** Who acted, when a rule or a macro did: the activity lines name it. */
    actor: {
      rule: (name: string) => t('actor.rule', { name }),
      macro: (user: string, name: string) => t('actor.macro', { user, name }),
    },
    unmuted: (user: string) => t('unmuted', { user }),
    forwarded: {
      message: (user: string, to: string) => t('forwarded.message', { user, to }),
      conversation: (user: string, to: string) => t('forwarded.conversation', { user, to }),
    },
    /** "3 days", "1 Stunde", "يومان": counted by the language's plural rules. */
    duration: (minutes: number) => {
      const [count, unit] = unitOf(minutes);
      return t(`duration.${unit}`, { count });
    },
  };
};

export type TActivityWords = ReturnType<typeof wordsOf>;

/** The wording for an account's locale ("ar_SA" → Arabic, "pt" → Portuguese (Brazil), "ko" → English). */
export const activityWords = (locale: string | null | undefined): TActivityWords => wordsOf(locale);

/** An activity line, written once the account's language is known. */
export type TActivity = (w: TActivityWords) => string;
