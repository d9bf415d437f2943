import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coerceForm, jsonSchemaOf } from './formCoerce.ts';
import { parseUrlencoded } from './railsForm.ts';
import { wrapKeysOf } from './requestBody.ts';

describe('Rails form nesting', () => {
  it('nests brackets, lists and lists of hashes as Rack does', () => {
    expect(parseUrlencoded('contact[name]=Jo+Ann&contact[email]=a%40b.c&labels[]=a&labels[]=b&a[b][c]=')).toEqual({
      contact: { name: 'Jo Ann', email: 'a@b.c' },
      labels: ['a', 'b'],
      a: { b: { c: '' } },
    });
    expect(parseUrlencoded('a[][x]=1&a[][y]=2&a[][x]=3')).toEqual({ a: [{ x: '1', y: '2' }, { x: '3' }] });
  });

  it('refuses prototype keys and a key used as both a value and a hash', () => {
    expect(() => parseUrlencoded('a[__proto__][x]=1')).toThrow(/not allowed/);
    expect(() => parseUrlencoded('a=1&a[b]=2')).toThrow(/mixes/);
  });
});

describe('casting form strings by the contract', () => {
  const schema = z.object({
    flag: z.boolean(),
    count: z.number().int().nullable(),
    ids: z.array(z.number()),
    note: z.string(),
    maybe: z.union([z.string(), z.number()]).optional(),
    nested: z.object({ on: z.boolean().optional() }).optional(),
  });
  it('casts booleans, numbers, lists and empty nullables, and leaves strings alone', () => {
    const body = { flag: 'false', count: '', ids: { 0: '4', 1: '5' }, note: '12', maybe: '7', nested: { on: '1' } };
    expect(coerceForm(body, jsonSchemaOf(schema))).toEqual({
      flag: false,
      count: null,
      ids: [4, 5],
      note: '12',
      maybe: '7',
      nested: { on: true },
    });
  });
  it('leaves a value that does not cast for Zod to reject', () => {
    expect(coerceForm({ flag: 'maybe', ids: '3' }, jsonSchemaOf(schema))).toEqual({ flag: 'maybe', ids: [3] });
  });
});

describe('wrap keys', () => {
  it('names the resource of the route as Rails controllers do', () => {
    expect(wrapKeysOf('/api/v1/accounts/:accountId/labels')).toEqual(['label']);
    expect(wrapKeysOf('/api/v1/accounts/:accountId/inboxes/:id')).toEqual(['inbox']);
    expect(wrapKeysOf('/api/v1/accounts/:accountId/custom_attribute_definitions/:id')).toEqual([
      'custom_attribute_definition',
    ]);
    expect(wrapKeysOf('/api/v1/accounts/:accountId/teams/:id/team_members')).toEqual(['team_member', 'team']);
  });
});
