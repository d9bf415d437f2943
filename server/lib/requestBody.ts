import type { z } from 'zod';
import { AppError } from './appError.ts';
import { coerceForm, declaredKeys, jsonSchemaOf } from './formCoerce.ts';
import { errorText } from './serverText.ts';

/**
 * What the request edge knows about a body that a handler parses itself (`parseWith`, routes whose
 * route schema is z.unknown): whether it came from a form (so its strings are cast) and which keys
 * Rails' wrap_parameters would use for this route.
 */
interface TBodyOrigin {
  form: boolean;
  wrapKeys: string[];
}
const origins = new WeakMap<object, TBodyOrigin>();

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const rememberBody = (body: unknown, origin: TBodyOrigin) => {
  if (typeof body === 'object' && body !== null) origins.set(body, origin);
};
export const isFormBody = (body: unknown) =>
  typeof body === 'object' && body !== null && origins.get(body)?.form === true;

const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(?:x|ch|sh|ss)es$/.test(word)
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;

/**
 * The resource names Rails would wrap a route's parameters in: the controller's resource, i.e. the
 * last fixed segment (`/labels` → label) and the last one followed by an id (`/inboxes/:id/…` → inbox).
 */
export const wrapKeysOf = (url: string): string[] => {
  const segments = url.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const keys: string[] = [];
  const last = segments[segments.length - 1];
  if (last && !last.startsWith(':') && last !== '*') keys.push(singular(last));
  for (let i = segments.length - 2; i >= 0; i--) {
    const s = segments[i] ?? '';
    const param = segments[i + 1];
    // The account scope names the resource only on the account's own routes (/accounts/:accountId).
    if (param === ':accountId' && i + 2 < segments.length) break;
    if (!s.startsWith(':') && param?.startsWith(':')) {
      keys.push(singular(s));
      break;
    }
  }
  return [...new Set(keys)];
};

/**
 * `{"label":{"title":"x"}}` reads as `{"title":"x"}`: the wrapped object is merged over the bare keys
 * (Rails' params.require(:label) sees the wrapped ones), unless the contract itself has that key.
 */
export const unwrapBody = (body: unknown, wrapKeys: string[], declared: Set<string>): unknown => {
  if (!isPlain(body)) return body;
  for (const key of wrapKeys) {
    const inner = body[key];
    if (declared.has(key) || !isPlain(inner)) continue;
    const rest = { ...body };
    delete rest[key];
    return { ...rest, ...inner };
  }
  return body;
};

/** Unwraps and casts a body for its contract: the one step between what was sent and Zod. */
export const prepareBody = (schema: z.ZodType, body: unknown, origin: TBodyOrigin): unknown => {
  const json = jsonSchemaOf(schema);
  const unwrapped = unwrapBody(body, origin.wrapKeys, declaredKeys(json));
  return origin.form ? coerceForm(unwrapped, json) : unwrapped;
};

/** For handlers parsing a body themselves: applies what the edge recorded for it (see rememberBody). */
export const prepareRememberedBody = (schema: z.ZodType, body: unknown): unknown => {
  const origin = typeof body === 'object' && body !== null ? origins.get(body) : undefined;
  return origin ? prepareBody(schema, body, origin) : body;
};

/** The first string holding a NUL byte (PostgreSQL refuses it in text and jsonb), as a field path. */
export const findNulByte = (value: unknown, path = '', depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > 64 || typeof value !== 'object' || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return path ? `${path}.${k.replace(/\0/g, '')}` : 'body';
    const hit = findNulByte(v, path ? `${path}.${k}` : k, depth + 1);
    if (hit) return hit;
  }
  return null;
};

export const rejectNulBytes = (value: unknown, prefix = '') => {
  const field = findNulByte(value);
  if (field) throw AppError.invalid(prefix && field === 'body' ? prefix : field, errorText('nullByte'));
};
