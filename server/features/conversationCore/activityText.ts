/**
 * The thread's activity lines, written in the account's language (its `locale`), as Chatwoot writes
 * them: English with Chatwoot's wording, Arabic, and the languages of activityWordsMore.ts. A locale
 * without wording reads the nearest language (pt → pt_BR), else English (common/serverTextLanguage.ts).
 */
import { SERVER_TEXT_LANGUAGES, serverTextLanguage } from '../../../common/serverTextLanguage.ts';
import type { TPriority } from '../../../common/contracts/conversations.ts';
import { MORE_ACTIVITY_WORDS, type TActivityTemplates } from './activityWordsMore.ts';

/** "3 days", "1 hour", "30 minutes" for an auto-resolve duration given in minutes. */
const unitOf = (minutes: number): [number, 'day' | 'hour' | 'minute'] =>
  minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];

const EN = {
  status: {
    resolved: (user: string) => `Conversation was marked resolved by ${user}`,
    open: (user: string) => `Conversation was reopened by ${user}`,
    pending: (user: string) => `Conversation was marked as pending by ${user}`,
    snoozed: (user: string) => `Conversation was snoozed by ${user}`,
    autoResolved: (duration: string) => `Conversation was marked resolved by system due to ${duration} of inactivity`,
    snoozeExpired: 'Conversation was reopened by system as the snooze period has ended',
    systemAutoOpen: 'System reopened the conversation due to a new incoming message.',
  },
  assignee: {
    selfAssigned: (user: string) => `${user} self-assigned this conversation`,
    assigned: (assignee: string, user: string) => `Assigned to ${assignee} by ${user}`,
    removed: (user: string) => `Conversation unassigned by ${user}`,
    autoAssigned: (assignee: string) => `Assigned to ${assignee} by auto-assignment`,
  },
  team: {
    assigned: (team: string, user: string) => `Assigned to ${team} by ${user}`,
    assignedWithAssignee: (assignee: string, team: string, user: string) =>
      `Assigned to ${assignee} via ${team} by ${user}`,
    removed: (team: string, user: string) => `Unassigned from ${team} by ${user}`,
  },
  labels: {
    added: (user: string, labels: string[]) => `${user} added ${labels.join(', ')}`,
    removed: (user: string, labels: string[]) => `${user} removed ${labels.join(', ')}`,
  },
  priority: {
    added: (user: string, p: TPriority) => `${user} set the priority to ${p}`,
    updated: (user: string, from: TPriority, to: TPriority) => `${user} changed the priority from ${from} to ${to}`,
    removed: (user: string) => `${user} removed the priority`,
  },
  sla: {
    added: (user: string, policy: string) => `${user} added SLA policy ${policy}`,
    removed: (user: string, policy: string) => `${user} removed SLA policy ${policy}`,
  },
  muted: (user: string) => `${user} has muted the conversation`,
  /** Who acted, when a rule or a macro did: the activity lines name it. */
  actor: {
    rule: (name: string) => `Automation rule "${name}"`,
    macro: (user: string, name: string) => `${user} (macro "${name}")`,
  },
  unmuted: (user: string) => `${user} has unmuted the conversation`,
  duration: (minutes: number) => {
    const [n, unit] = unitOf(minutes);
    return `${n} ${unit}${n === 1 ? '' : 's'}`;
  },
};

export type TActivityWords = typeof EN;

const AR_PRIORITY: Record<TPriority, string> = { urgent: 'عاجلة', high: 'عالية', medium: 'متوسطة', low: 'منخفضة' };
/** Arabic counted nouns: one, two, three to ten, eleven and more. */
const AR_UNITS = {
  day: ['يوم واحد', 'يومان', 'أيام', 'يومًا'],
  hour: ['ساعة واحدة', 'ساعتان', 'ساعات', 'ساعة'],
  minute: ['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقة'],
} as const;

const AR: TActivityWords = {
  status: {
    resolved: (user) => `حدّد ${user} المحادثة كمحلولة`,
    open: (user) => `أعاد ${user} فتح المحادثة`,
    pending: (user) => `حدّد ${user} المحادثة كمعلّقة`,
    snoozed: (user) => `أجّل ${user} المحادثة`,
    autoResolved: (duration) => `حدّد النظام المحادثة كمحلولة بعد ${duration} دون نشاط`,
    snoozeExpired: 'أعاد النظام فتح المحادثة لانتهاء مدة التأجيل',
    systemAutoOpen: 'أعاد النظام فتح المحادثة بسبب رسالة واردة جديدة.',
  },
  assignee: {
    selfAssigned: (user) => `أسند ${user} هذه المحادثة إلى نفسه`,
    assigned: (assignee, user) => `أسند ${user} المحادثة إلى ${assignee}`,
    removed: (user) => `ألغى ${user} إسناد المحادثة`,
    autoAssigned: (assignee) => `أُسندت المحادثة إلى ${assignee} بالإسناد التلقائي`,
  },
  team: {
    assigned: (team, user) => `أسند ${user} المحادثة إلى فريق ${team}`,
    assignedWithAssignee: (assignee, team, user) => `أسند ${user} المحادثة إلى ${assignee} عبر فريق ${team}`,
    removed: (team, user) => `ألغى ${user} إسناد المحادثة إلى فريق ${team}`,
  },
  labels: {
    added: (user, labels) => `أضاف ${user} ${labels.join('، ')}`,
    removed: (user, labels) => `أزال ${user} ${labels.join('، ')}`,
  },
  priority: {
    added: (user, p) => `عيّن ${user} الأولوية إلى ${AR_PRIORITY[p]}`,
    updated: (user, from, to) => `غيّر ${user} الأولوية من ${AR_PRIORITY[from]} إلى ${AR_PRIORITY[to]}`,
    removed: (user) => `أزال ${user} الأولوية`,
  },
  sla: {
    added: (user, policy) => `أضاف ${user} سياسة اتفاقية مستوى الخدمة ${policy}`,
    removed: (user, policy) => `أزال ${user} سياسة اتفاقية مستوى الخدمة ${policy}`,
  },
  muted: (user) => `كتم ${user} المحادثة`,
  actor: {
    rule: (name) => `قاعدة الأتمتة «${name}»`,
    macro: (user, name) => `${user} (الماكرو «${name}»)`,
  },
  unmuted: (user) => `ألغى ${user} كتم المحادثة`,
  duration: (minutes) => {
    const [n, unit] = unitOf(minutes);
    const [one, two, few, many] = AR_UNITS[unit];
    return n === 1 ? one : n === 2 ? two : n <= 10 ? `${n} ${few}` : `${n} ${many}`;
  },
};

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '');

const fromTemplates = (code: string, w: TActivityTemplates): TActivityWords => {
  const lng = code.replace(/_/g, '-');
  const p = (priority: TPriority) => w.priorityNames[priority];
  return {
    status: {
      resolved: (user) => fill(w.status.resolved, { user }),
      open: (user) => fill(w.status.open, { user }),
      pending: (user) => fill(w.status.pending, { user }),
      snoozed: (user) => fill(w.status.snoozed, { user }),
      autoResolved: (duration) => fill(w.status.autoResolved, { duration }),
      snoozeExpired: w.status.snoozeExpired,
      systemAutoOpen: w.status.systemAutoOpen,
    },
    assignee: {
      selfAssigned: (user) => fill(w.assignee.selfAssigned, { user }),
      assigned: (assignee, user) => fill(w.assignee.assigned, { assignee, user }),
      removed: (user) => fill(w.assignee.removed, { user }),
      autoAssigned: (assignee) => fill(w.assignee.autoAssigned, { assignee }),
    },
    team: {
      assigned: (team, user) => fill(w.team.assigned, { team, user }),
      assignedWithAssignee: (assignee, team, user) => fill(w.team.assignedWithAssignee, { assignee, team, user }),
      removed: (team, user) => fill(w.team.removed, { team, user }),
    },
    labels: {
      added: (user, labels) => fill(w.labels.added, { user, labels: labels.join(', ') }),
      removed: (user, labels) => fill(w.labels.removed, { user, labels: labels.join(', ') }),
    },
    priority: {
      added: (user, to) => fill(w.priority.added, { user, to: p(to) }),
      updated: (user, from, to) => fill(w.priority.updated, { user, from: p(from), to: p(to) }),
      removed: (user) => fill(w.priority.removed, { user }),
    },
    sla: {
      added: (user, policy) => fill(w.sla.added, { user, policy }),
      removed: (user, policy) => fill(w.sla.removed, { user, policy }),
    },
    muted: (user) => fill(w.muted, { user }),
    actor: {
      rule: (name) => fill(w.actor.rule, { name }),
      macro: (user, name) => fill(w.actor.macro, { user, name }),
    },
    unmuted: (user) => fill(w.unmuted, { user }),
    // "3 días", "1 Stunde", "90 minuti": the unit's long name by Intl.
    duration: (minutes) => {
      const [n, unit] = unitOf(minutes);
      return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
    },
  };
};

const WORDS: Record<string, TActivityWords> = {
  en: EN,
  ar: AR,
  ...Object.fromEntries(Object.entries(MORE_ACTIVITY_WORDS).map(([code, w]) => [code, fromTemplates(code, w)])),
};
for (const code of SERVER_TEXT_LANGUAGES) if (!WORDS[code]) throw new Error(`activity lines lack ${code}`);

/** The wording for an account's locale ("ar_SA" → Arabic, "pt" → Portuguese (Brazil), "ko" → English). */
export const activityWords = (locale: string | null | undefined): TActivityWords =>
  WORDS[serverTextLanguage(locale)] ?? EN;

/** An activity line, written once the account's language is known. */
export type TActivity = (w: TActivityWords) => string;
