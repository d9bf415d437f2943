import type { TAuditAction } from '../../../common/contracts/auditLogs.ts';

/** What a redacted value reads as (Rails' filter_parameters word, as Chatwoot shows it). */
export const FILTERED = '[FILTERED]';

/**
 * Keys whose values never reach the audit log, at any depth: passwords, tokens, secrets, keys, HMAC
 * material, one-time codes and encrypted blobs (channel credentials, webhook secrets, API keys, …).
 * `attribute_key` and `short_code` are names, not secrets, and stay.
 */
const SECRET_KEY =
  /(password|passwd|passphrase|token|secret|hmac|api_?key|private_?key|access_?key|signing_?key|^key$|^otp$|otp_?(secret|code)|backup_?codes?|encrypted|credential|auth_?code|cookie)/i;

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A copy with every secret key's value replaced by `[FILTERED]`, in nested objects and arrays too. */
export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = isSecretKey(k) && v !== null && v !== '' ? FILTERED : redact(v, depth + 1);
  }
  return out;
};

/** A thing's state: any plain object (usually its API shape), or null where it does not exist. */
export type TAuditState = object | null;
type TFields = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Chatwoot's `audited_changes`: for an update (both states given) `{ field: [before, after] }` of the
 * fields that changed; for a create, the state after; for a destroy (or any one-sided event), the state
 * given. Secrets are redacted before anything is compared or stored.
 */
export const changesOf = (action: TAuditAction, before: TAuditState, after: TAuditState) => {
  const b = redact(before) as TFields;
  const a = redact(after) as TFields;
  if (b && a) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (!same(b[key], a[key])) out[key] = [b[key] ?? null, a[key] ?? null];
    }
    return out;
  }
  if (action === 'destroy') return b ?? {};
  return a ?? b ?? {};
};
