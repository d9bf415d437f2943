import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json' with { type: 'json' };
import ar from '../../../common/i18n/ar.json' with { type: 'json' };
import type { TAuditLog } from '../../../common/contracts/auditLogs.ts';
import { auditSentence, type TSentenceT } from './auditSentence.ts';

const translator =
  (dict: unknown): TSentenceT =>
  (key, vars = {}) => {
    const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], dict);
    if (typeof text !== 'string') throw new Error(`missing ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => vars[v] ?? '');
  };

const row = (over: Partial<TAuditLog>): TAuditLog => ({
  id: 1,
  auditable_id: 5,
  auditable_type: 'Label',
  auditable_name: 'billing',
  associated_id: null,
  associated_type: null,
  user_id: 1,
  user_type: 'User',
  username: 'Olivia',
  action: 'create',
  audited_changes: {},
  version: 1,
  comment: null,
  request_uuid: null,
  created_at: 0,
  remote_address: null,
  user_agent: null,
  ...over,
});

describe('auditSentence', () => {
  const t = translator(en);
  it('says who changed the role of whom, to what', () => {
    const log = row({
      auditable_type: 'AccountUser',
      auditable_name: 'Liam',
      action: 'update',
      audited_changes: { role: ['agent', 'administrator'] },
    });
    expect(auditSentence(log, t)).toBe('Olivia changed the role of Liam to Administrator');
  });
  it('reads creates, updates, deletes, sign-ins, exports and member changes', () => {
    expect(auditSentence(row({}), t)).toBe('Olivia created the label billing');
    expect(auditSentence(row({ action: 'update', auditable_type: 'Team', auditable_name: 'Sales' }), t)).toBe(
      'Olivia updated the team Sales',
    );
    expect(
      auditSentence(row({ action: 'destroy', auditable_type: 'Webhook', auditable_name: 'https://x.test' }), t),
    ).toBe('Olivia deleted the webhook https://x.test');
    expect(auditSentence(row({ action: 'sign_in', auditable_type: 'User', auditable_name: 'Olivia' }), t)).toBe(
      'Olivia signed in',
    );
    expect(auditSentence(row({ action: 'sign_in_failed', auditable_type: 'User' }), t)).toBe(
      'Olivia failed to sign in',
    );
    expect(
      auditSentence(row({ action: 'export', auditable_type: 'AuditLog', auditable_name: 'audit_logs.csv' }), t),
    ).toBe('Olivia exported the audit log audit_logs.csv');
    expect(auditSentence(row({ action: 'update', auditable_type: 'TeamMember', auditable_name: 'Sales' }), t)).toBe(
      'Olivia changed the members of team Sales',
    );
    expect(auditSentence(row({ action: 'create', auditable_type: 'AccountUser', auditable_name: 'Noah' }), t)).toBe(
      'Olivia invited Noah',
    );
    expect(
      auditSentence(
        row({ username: null, action: 'weird', auditable_type: 'Gizmo', auditable_name: null, auditable_id: null }),
        t,
      ),
    ).toBe('Someone did “weird” on Gizmo ');
  });
  it('has every sentence in Arabic too', () => {
    const log = row({
      auditable_type: 'AccountUser',
      auditable_name: 'Liam',
      action: 'update',
      audited_changes: { role: ['agent', 'administrator'] },
    });
    expect(auditSentence(log, translator(ar))).toContain('Liam');
  });
});
