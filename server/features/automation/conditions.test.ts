import { describe, expect, it } from 'vitest';
import { ZAutomationCondition, type TAutomationCondition } from '../../../common/contracts/automation.ts';
import { conditionsHold, type TConditionSubject } from './conditions.ts';

const subject = (over: Partial<TConditionSubject['conversation']> = {}): TConditionSubject => ({
  conversation: {
    status: 0,
    priority: 2,
    inboxId: 4,
    teamId: null,
    assigneeId: 9,
    labels: ['vip', 'billing'],
    additionalAttributes: { browser_language: 'ar', referer: 'https://shop.test/pricing', mail_subject: 'Refund' },
    customAttributes: { plan: 'gold', seats: 12, renews: '2026-05-01' },
    ...over,
  },
  contact: { email: 'ana@acme.test', phoneNumber: '+97150123', additionalAttributes: {}, customAttributes: {} },
  message: { content: 'I need HELP with my order', messageType: 0 },
});

const c = (attribute_key: string, filter_operator: string, values: unknown[] = [], query_operator = 'and') =>
  ZAutomationCondition.parse({ attribute_key, filter_operator, values, query_operator });
const holds = (...conds: TAutomationCondition[]) => conditionsHold(subject(), conds);

describe('automation conditions', () => {
  it('compares standard attributes with each operator', () => {
    expect(holds(c('status', 'equal_to', ['open']))).toBe(true);
    expect(holds(c('status', 'not_equal_to', ['open']))).toBe(false);
    expect(holds(c('priority', 'equal_to', ['high']))).toBe(true);
    expect(holds(c('inbox_id', 'equal_to', [4]))).toBe(true);
    expect(holds(c('assignee_id', 'is_present'))).toBe(true);
    expect(holds(c('team_id', 'is_not_present'))).toBe(true);
    expect(holds(c('labels', 'equal_to', ['VIP']))).toBe(true);
    expect(holds(c('labels', 'not_equal_to', ['spam']))).toBe(true);
    expect(holds(c('content', 'contains', ['help']))).toBe(true);
    expect(holds(c('content', 'does_not_contain', ['refund']))).toBe(true);
    expect(holds(c('message_type', 'equal_to', ['incoming']))).toBe(true);
    expect(holds(c('referer', 'contains', ['pricing']))).toBe(true);
    expect(holds(c('email', 'starts_with', ['ana@']))).toBe(true);
    expect(holds(c('phone_number', 'starts_with', ['+971']))).toBe(true);
    expect(holds(c('mail_subject', 'equal_to', ['refund']))).toBe(true);
    expect(holds(c('browser_language', 'equal_to', ['ar']))).toBe(true);
    expect(holds(c('conversation_language', 'equal_to', ['en']))).toBe(false);
  });

  it('reads custom attributes as numbers and dates for greater/less than', () => {
    expect(holds(c('seats', 'is_greater_than', [10]))).toBe(true);
    expect(holds(c('seats', 'is_less_than', [10]))).toBe(false);
    expect(holds(c('renews', 'is_less_than', ['2026-06-01']))).toBe(true);
    expect(holds(c('plan', 'equal_to', ['gold']))).toBe(true);
    expect(holds(c('missing', 'is_present'))).toBe(false);
  });

  it('binds AND before OR, as Chatwoot SQL does', () => {
    const no = c('status', 'equal_to', ['resolved'], 'and');
    const yes = c('status', 'equal_to', ['open'], 'or');
    // resolved AND open → false, OR open → true
    expect(holds(no, yes, c('status', 'equal_to', ['open']))).toBe(true);
    // open OR (resolved AND resolved)
    expect(holds(yes, no, c('status', 'equal_to', ['resolved']))).toBe(true);
    // resolved OR (open AND resolved)
    expect(holds(c('status', 'equal_to', ['resolved'], 'or'), c('status', 'equal_to', ['open'], 'and'), no)).toBe(
      false,
    );
    expect(conditionsHold(subject(), [])).toBe(false);
  });

  it('refuses operators the attribute does not allow, naming the field', () => {
    const r = ZAutomationCondition.safeParse({ attribute_key: 'status', filter_operator: 'contains', values: ['x'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('filter_operator');
    const v = ZAutomationCondition.safeParse({
      attribute_key: 'status',
      filter_operator: 'equal_to',
      values: ['shut'],
    });
    expect(v.error?.issues.map((i) => i.path.join('.'))).toEqual(['values']);
  });
});
