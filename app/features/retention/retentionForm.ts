import type { TRetentionPolicy } from '../../../common/contracts/retention.ts';

/** The form's text values: blank ages mean "keep". */
export interface TRetentionDraft {
  conversations_days: string;
  attachments_days: string;
  delete_orphan_contacts: boolean;
  audit_logs_days: string;
  inbox_overrides: { inbox_id: string; conversations_days: string; attachments_days: string }[];
}

export type TDraftErrors = Record<string, { min: number } | undefined>;

const MAX_DAYS = 3650;
const show = (n: number | null) => (n === null ? '' : String(n));

export const draftOf = (p: TRetentionPolicy): TRetentionDraft => ({
  conversations_days: show(p.conversations_days),
  attachments_days: show(p.attachments_days),
  delete_orphan_contacts: p.delete_orphan_contacts,
  audit_logs_days: show(p.audit_logs_days),
  inbox_overrides: p.inbox_overrides.map((o) => ({
    inbox_id: String(o.inbox_id),
    conversations_days: show(o.conversations_days),
    attachments_days: show(o.attachments_days),
  })),
});

/**
 * The draft as the API's policy, or the fields in error (keyed like `conversations_days`,
 * `inbox_overrides.0.attachments_days`) with the smallest age each accepts.
 */
export const parseDraft = (d: TRetentionDraft): { policy: TRetentionPolicy } | { errors: TDraftErrors } => {
  const errors: TDraftErrors = {};
  const days = (key: string, text: string, min: number, optional = true): number | null => {
    const v = text.trim();
    if (!v && optional) return null;
    const n = Number(v);
    if (!/^\d+$/.test(v) || n < min || n > MAX_DAYS) errors[key] = { min };
    return n;
  };
  const policy: TRetentionPolicy = {
    conversations_days: days('conversations_days', d.conversations_days, 1),
    attachments_days: days('attachments_days', d.attachments_days, 1),
    delete_orphan_contacts: d.delete_orphan_contacts,
    audit_logs_days: days('audit_logs_days', d.audit_logs_days, 7, false) ?? 0,
    inbox_overrides: d.inbox_overrides.map((o, i) => {
      if (!o.inbox_id) errors[`inbox_overrides.${i}.inbox_id`] = { min: 0 };
      return {
        inbox_id: Number(o.inbox_id),
        conversations_days: days(`inbox_overrides.${i}.conversations_days`, o.conversations_days, 1),
        attachments_days: days(`inbox_overrides.${i}.attachments_days`, o.attachments_days, 1),
      };
    }),
  };
  return Object.keys(errors).length ? { errors } : { policy };
};

/** Bytes as a person reads them: 1.2 GB, 340 MB, 12 KB. */
export const bytesText = (lng: string, bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let n = bytes;
  let i = 0;
  while (n >= 1000 && i < units.length - 1) {
    n /= 1000;
    i += 1;
  }
  return `${new Intl.NumberFormat(lng, { maximumFractionDigits: n < 10 && i > 0 ? 1 : 0 }).format(n)} ${units[i]}`;
};
