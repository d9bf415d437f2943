import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './responseSerializer.ts';

const ZLabel = z.object({ id: z.number(), title: z.string(), description: z.string().nullable() });
const route = { schema: ZLabel, method: 'GET', url: '/labels/:id', httpStatus: '200' };

const compile = (strict: boolean) => {
  const warn = vi.fn();
  const log = { warn } as unknown as FastifyBaseLogger;
  return { serialize: createResponseSerializerCompiler({ strict, log })(route), warn };
};

describe('response serializer', () => {
  it('sends a body that fits as it is, in both modes', () => {
    const body = { id: 1, title: 'vip', description: null };
    expect(compile(true).serialize(body)).toBe(JSON.stringify(body));
    expect(compile(false).serialize(body)).toBe(JSON.stringify(body));
  });

  it('strict (tests): a key the contract does not name, or a wrong type, throws with the issues', () => {
    const { serialize } = compile(true);
    expect(() => serialize({ id: 1, title: 'vip', description: null, extra: true })).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ issues: [expect.objectContaining({ code: 'unrecognized_keys' })] }),
      }),
    );
    expect(() => serialize({ id: 1, title: 'vip' })).toThrow();
  });

  it('otherwise: the body goes out unchanged, never stripped, and the mismatch is logged once per route', () => {
    const { serialize, warn } = compile(false);
    const drifted = { id: 1, title: 'vip', description: undefined, extra: true };
    expect(serialize(drifted)).toBe(JSON.stringify(drifted));
    expect(serialize({ id: 2, title: 'x', description: 7 })).toBe(
      JSON.stringify({ id: 2, title: 'x', description: 7 }),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ route: 'GET /labels/:id', status: '200' });
  });
});
