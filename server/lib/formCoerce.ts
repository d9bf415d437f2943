import { z } from 'zod';

/**
 * Form bodies (urlencoded, multipart) carry only strings. Rails casts them by the column type; here the
 * route's own Zod contract says the type: its JSON Schema (input side) drives a cast of "true"/"false"/
 * "1"/"0" to booleans, numeric strings to numbers, `""` to null where a string is not allowed,
 * `{"0":…,"1":…}` and lone values to lists. A value that does not cast is left alone for Zod to reject.
 */
type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  prefixItems?: TJsonSchema[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

const cache = new WeakMap<z.ZodType, TJsonSchema | null>();

/** The input-side JSON Schema of a Zod schema, or null when it has none (z.unknown, custom types). */
export const jsonSchemaOf = (schema: z.ZodType): TJsonSchema | null => {
  if (cache.has(schema)) return cache.get(schema) ?? null;
  let out: TJsonSchema | null;
  try {
    out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
  } catch {
    out = null;
  }
  cache.set(schema, out);
  return out;
};

/** The property names a body schema declares at its top level (through unions and intersections). */
export const declaredKeys = (schema: TJsonSchema | null): Set<string> => {
  const keys = new Set<string>();
  const walk = (s: TJsonSchema | undefined) => {
    if (!s) return;
    for (const k of Object.keys(s.properties ?? {})) keys.add(k);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(sub);
  };
  walk(schema ?? undefined);
  return keys;
};

const typesOf = (s: TJsonSchema): string[] => {
  if (s.type) return Array.isArray(s.type) ? s.type : [s.type];
  if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (s.const !== undefined) return [s.const === null ? 'null' : typeof s.const];
  return [];
};

const NUMERIC = /^-?(?:\d+|\d*\.\d+)(?:e[+-]?\d+)?$/i;
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const castString = (value: string, types: string[]): unknown => {
  if (types.length === 0 || types.includes('string')) return value;
  if (types.includes('boolean')) {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  if ((types.includes('number') || types.includes('integer')) && NUMERIC.test(value.trim())) return Number(value);
  if (value === '' && types.includes('null')) return null;
  return value;
};

export const coerceForm = (value: unknown, schema: TJsonSchema | null | undefined, depth = 0): unknown => {
  if (!schema || depth > 32) return value;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) {
    // A string stays a string when a branch takes strings; otherwise the first branch that casts it wins.
    if (typeof value === 'string' && branches.some((b) => typesOf(b).includes('string'))) return value;
    for (const b of branches) {
      const cast = coerceForm(value, b, depth + 1);
      if (cast !== value) return cast;
    }
    return value;
  }
  let out = value;
  for (const sub of schema.allOf ?? []) out = coerceForm(out, sub, depth + 1);
  const types = typesOf(schema);
  if (typeof out === 'string' && !types.includes('array')) return castString(out, types);
  if (types.includes('array') && !Array.isArray(out)) {
    if (isPlain(out) && Object.keys(out).every((k) => /^\d+$/.test(k))) {
      out = Object.entries(out)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, v]) => v);
    } else if (out !== undefined && out !== null && !isPlain(out)) out = [out];
  }
  if (Array.isArray(out)) {
    const items = schema.items;
    return items ? out.map((v) => coerceForm(v, items, depth + 1)) : out;
  }
  if (isPlain(out) && (schema.properties || typeof schema.additionalProperties === 'object')) {
    const next: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(out)) {
      const prop =
        schema.properties?.[k] ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      next[k] = coerceForm(v, prop, depth + 1);
    }
    return next;
  }
  return out;
};
