import { describe, expect, it } from 'vitest';
import { bytesText, draftOf, parseDraft } from './retentionForm.ts';

const draft = draftOf({
  conversations_days: 365,
  attachments_days: null,
  delete_orphan_contacts: true,
  audit_logs_days: 180,
  inbox_overrides: [{ inbox_id: 4, conversations_days: 30, attachments_days: null }],
});

describe('retention form', () => {
  it('round-trips a policy, blank ages meaning keep', () => {
    expect(parseDraft(draft)).toEqual({
      policy: {
        conversations_days: 365,
        attachments_days: null,
        delete_orphan_contacts: true,
        audit_logs_days: 180,
        inbox_overrides: [{ inbox_id: 4, conversations_days: 30, attachments_days: null }],
      },
    });
  });

  it('names each wrong field with the smallest age it accepts', () => {
    const bad = {
      ...draft,
      conversations_days: '0',
      audit_logs_days: '',
      inbox_overrides: [{ inbox_id: '', conversations_days: 'x', attachments_days: '4000' }],
    };
    expect(parseDraft(bad)).toEqual({
      errors: {
        conversations_days: { min: 1 },
        audit_logs_days: { min: 7 },
        'inbox_overrides.0.inbox_id': { min: 0 },
        'inbox_overrides.0.conversations_days': { min: 1 },
        'inbox_overrides.0.attachments_days': { min: 1 },
      },
    });
  });

  it('writes sizes in decimal units', () => {
    expect(bytesText('en', 1_200_000_000)).toBe('1.2 GB');
    expect(bytesText('en', 340_000_000)).toBe('340 MB');
    expect(bytesText('en', 0)).toBe('0 B');
  });
});
