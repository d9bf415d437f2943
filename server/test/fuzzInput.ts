/**
 * Seeded, schema-driven request generator for the fuzz test (server/fuzz.db.test.ts): values shaped
 * by the server's own OpenAPI, then made hostile (NUL bytes, huge strings, wrong types, nested junk).
 */
export type TJson = {
  type?: string | string[];
  properties?: Record<string, TJson>;
  required?: string[];
  items?: TJson;
  anyOf?: TJson[];
  oneOf?: TJson[];
  allOf?: TJson[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | TJson;
};

/** mulberry32: small, fast, and the same sequence for the same seed. */
export const makeRng = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
};
export type TRng = ReturnType<typeof makeRng>;

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(200_000),
  '',
  ' ',
  '💥\uD800',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '1e309',
  '2147483648',
  'null',
  '{"a":1}',
  '9999-99-99T99:99:99Z',
  '#zzzzzz',
];

/** A value of the wrong kind, or deep nesting. */
export const junk = (rng: TRng, depth = 0): unknown => {
  switch (rng.int(depth > 3 ? 6 : 9)) {
    case 0:
      return rng.pick(HOSTILE_STRINGS);
    case 1:
      return rng.pick([0, -1, 1.5, 2 ** 31, -(2 ** 63), Number.MAX_SAFE_INTEGER, 1e308]);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return rng.pick(['true', '1', 'open', 'abc']);
    case 5:
      return [];
    case 6:
      return Array.from({ length: 1 + rng.int(4) }, () => junk(rng, depth + 1));
    case 7:
      return { [rng.pick(['a', '__proto__', 'constructor', 'id', '\u0000k'])]: junk(rng, depth + 1) };
    default: {
      let deep: unknown = 'bottom';
      for (let i = 0; i < 200; i++) deep = [deep];
      return deep;
    }
  }
};

const typesOf = (s: TJson): string[] => (s.type ? (Array.isArray(s.type) ? s.type : [s.type]) : []);

/** A value that fits the schema most of the time: formats and enums honoured, lengths in range. */
export const valid = (schema: TJson | undefined, rng: TRng, ids: number[], depth = 0): unknown => {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((b) => !typesOf(b).includes('null'));
  if (branches.length) return valid(rng.pick(branches), rng, ids, depth + 1);
  if (schema.allOf?.length) {
    const merged: TJson = { type: 'object', properties: {}, required: [] };
    for (const s of schema.allOf) {
      Object.assign(merged.properties ?? {}, s.properties);
      merged.required?.push(...(s.required ?? []));
    }
    return valid(merged, rng, ids, depth + 1);
  }
  const type = typesOf(schema).find((x) => x !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(k) || rng.chance(0.5)) out[k] = valid(v, rng, ids, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: rng.int(3) }, () => valid(schema.items, rng, ids, depth + 1));
    case 'integer':
    case 'number':
      return ids.length && rng.chance(0.6)
        ? rng.pick(ids)
        : Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, rng.int(100)));
    case 'boolean':
      return rng.chance(0.5);
    default: {
      if (schema.format === 'email') return `fuzz${rng.int(1e6)}@example.test`;
      if (schema.format === 'uri') return 'https://example.test/x';
      if (schema.format === 'date-time') return new Date(1_700_000_000_000 + rng.int(1e9)).toISOString();
      const len = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 3 + rng.int(10)));
      return 'fz'.padEnd(len, 'abcdefghij'[rng.int(10)]);
    }
  }
};

/** Replaces one leaf (or the root) of a value with junk. */
export const corrupt = (value: unknown, rng: TRng): unknown => {
  if (typeof value !== 'object' || value === null || rng.chance(0.2)) return junk(rng);
  const keys = Object.keys(value);
  if (keys.length === 0) return { [rng.pick(['x', 'content', 'name'])]: junk(rng) };
  const key = rng.pick(keys);
  if (Array.isArray(value)) {
    const list: unknown[] = [...(value as unknown[])];
    list[Number(key)] = corrupt(list[Number(key)], rng);
    return list;
  }
  const copy: Record<string, unknown> = { ...value };
  copy[key] = corrupt(copy[key], rng);
  return copy;
};

/** Raw bodies no JSON schema describes: broken multipart, urlencoded junk, bad JSON. */
export const rawBody = (rng: TRng): { contentType: string; payload: string } =>
  rng.pick([
    { contentType: 'multipart/form-data', payload: 'name=x' },
    {
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\ncut',
    },
    {
      contentType: 'multipart/form-data; boundary=zz',
      payload:
        '--zz\r\nContent-Disposition: form-data; name="a[b]"\r\n\r\n\u0000\r\n--zz\r\nContent-Disposition: form-data; name="attachments[]"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n--zz--\r\n',
    },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a[]=1&a[b]=2&c=%00&d[__proto__]=1' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'name[][x]=1&name[][x]=2&x=' + 'y'.repeat(5000) },
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '"\\u0000"' },
    { contentType: 'text/plain', payload: 'hello' },
  ]);

/** A path or query value: an id that exists, or one that cannot. */
export const paramValue = (rng: TRng, ids: number[]): string =>
  rng.chance(0.5) && ids.length
    ? String(rng.pick(ids))
    : rng.pick(['0', '-1', '2147483648', '99999999999999999999', 'abc', 'a\u0000b', '1.5', 'x'.repeat(300), '%']);
