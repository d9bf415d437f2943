/**
 * The thread's activity lines, written in the account's language (its `locale`), as Chatwoot writes
 * them: English with Chatwoot's wording, and Arabic. Other languages fall back to English.
 */
import { serverTextLanguage } from '../../../common/serverTextLanguage.ts';
import type { TPriority } from '../../../common/contracts/conversations.ts';

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

/** The wording for an account's locale ("ar", "ar_SA", … → Arabic; anything else → English). */
export const activityWords = (locale: string | null | undefined): TActivityWords =>
  serverTextLanguage(locale) === 'ar' ? AR : EN;

/** An activity line, written once the account's language is known. */
export type TActivity = (w: TActivityWords) => string;
