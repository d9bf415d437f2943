import type { TAuditLog } from '../../../common/contracts/auditLogs.ts';
import { AUDIT_ACTIONS, AUDITABLE_TYPES } from '../../../common/contracts/auditLogs.ts';

/** The translate function the sentence needs (react-i18next's `t`, or a stand-in in tests). */
export type TSentenceT = (key: string, vars?: Record<string, string>) => string;

const isAction = (a: string): a is (typeof AUDIT_ACTIONS)[number] => (AUDIT_ACTIONS as readonly string[]).includes(a);
const isType = (a: string): a is (typeof AUDITABLE_TYPES)[number] => (AUDITABLE_TYPES as readonly string[]).includes(a);

/** The new value of an update's field (`{ field: [before, after] }`), when it is one. */
const changedTo = (log: TAuditLog, field: string) => {
  const v: unknown = log.audited_changes[field];
  return Array.isArray(v) && v.length === 2 ? (v[1] as unknown) : undefined;
};

/**
 * One audit row as a sentence ("Olivia changed the role of Liam to administrator"): a pure function of the
 * row and the translations (auditLogs.sentence.* in common/i18n). Unknown actions or types still read.
 */
export const auditSentence = (log: TAuditLog, t: TSentenceT) => {
  const actor = log.username ?? t('auditLogs.someone');
  const thing = isType(log.auditable_type) ? t(`auditLogs.types.${log.auditable_type}`) : log.auditable_type;
  const name = log.auditable_name ?? (log.auditable_id === null ? '' : `#${log.auditable_id}`);
  const vars = { actor, thing, name };
  if (log.auditable_type === 'AccountUser' && log.action === 'update') {
    const role = changedTo(log, 'role');
    if (typeof role === 'string') return t('auditLogs.sentence.roleChanged', { ...vars, role: t(`roles.${role}`) });
  }
  if (log.auditable_type === 'AccountUser' && log.action === 'create') return t('auditLogs.sentence.invited', vars);
  if (log.auditable_type === 'AccountUser' && log.action === 'destroy') return t('auditLogs.sentence.removed', vars);
  if ((log.auditable_type === 'TeamMember' || log.auditable_type === 'InboxMember') && log.action === 'update')
    return t(`auditLogs.sentence.members${log.auditable_type === 'TeamMember' ? 'Team' : 'Inbox'}`, vars);
  if (!isAction(log.action)) return t('auditLogs.sentence.other', { ...vars, action: log.action });
  return t(`auditLogs.sentence.${log.action}`, vars);
};
