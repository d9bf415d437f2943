import { AppError } from './appError.ts';
import { errorText } from './serverText.ts';

/**
 * Rails' form-parameter nesting (Rack's normalize_params): `contact[name]=x` → {contact:{name:'x'}},
 * `labels[]=a&labels[]=b` → {labels:['a','b']}, `a[b][c]=` → {a:{b:{c:''}}}, `a[][x]=1&a[][y]=2&a[][x]=3`
 * → {a:[{x:'1',y:'2'},{x:'3'}]} (a new element starts when its key repeats). Values stay as sent
 * (strings, or whatever the caller passes); formCoerce.ts casts them against the route's schema.
 */
export type TFormObject = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

const isObject = (v: unknown): v is TFormObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `a[b][]` → ['a', 'b', '']; a name without brackets is one key. */
const splitKey = (name: string): string[] => {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const keys = [name.slice(0, open)];
  const rest = name.slice(open);
  const re = /\[([^\]]*)\]/g;
  let end = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== end) break;
    keys.push(m[1] ?? '');
    end = re.lastIndex;
  }
  // Anything after the last well-formed bracket is ignored, as Rack does.
  return keys;
};

const fail = (name: string, message: string): never => {
  throw AppError.invalid(name.replace(/\[.*$/, '') || 'body', message);
};

/** Whether `keys` (no list step) already leads to a value: then `a[][x]` starts a new element. */
const hasPath = (node: TFormObject, keys: string[]): boolean => {
  let cur: unknown = node;
  for (const key of keys) {
    if (key === '' || !isObject(cur) || !(key in cur)) return false;
    cur = cur[key];
  }
  return true;
};

const assign = (target: TFormObject, keys: string[], value: unknown, name: string): void => {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const [next, ...after] = rest;
  if (next === '') {
    // key[] or key[][child]
    const list = (target[key] ??= []) as unknown;
    if (!Array.isArray(list)) return fail(name, errorText('mixesListAndValue'));
    if (after.length === 0) {
      list.push(value);
      return;
    }
    const last: unknown = list[list.length - 1];
    if (isObject(last) && !hasPath(last, after)) assign(last, after, value, name);
    else {
      const fresh: TFormObject = {};
      list.push(fresh);
      assign(fresh, after, value, name);
    }
    return;
  }
  const node = (target[key] ??= {}) as unknown;
  if (!isObject(node)) return fail(name, errorText('mixesHashAndValue'));
  assign(node, rest, value, name);
};

/** Folds (name, value) pairs in order into one nested object. */
export const nestFormPairs = (pairs: Iterable<[string, unknown]>): TFormObject => {
  const body: TFormObject = {};
  for (const [name, value] of pairs) {
    const keys = splitKey(name);
    if (keys.length > MAX_DEPTH) fail(name, errorText('nestedTooDeeply'));
    if (keys.some((k) => FORBIDDEN_KEYS.has(k))) fail(name, errorText('isNotAllowed'));
    if (keys[0] === '') continue;
    assign(body, keys, value, name);
  }
  return body;
};

/** An `application/x-www-form-urlencoded` body as Rails reads it. */
export const parseUrlencoded = (text: string): TFormObject => nestFormPairs(new URLSearchParams(text).entries());
