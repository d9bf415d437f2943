import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './appError.ts';
import { toErrorResponse } from './errorHandler.ts';

describe('toErrorResponse', () => {
  it('maps an AppError to its status with the field named', () => {
    const { status, body } = toErrorResponse(AppError.invalid('email', 'has already been taken'), 'r1');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'validation_failed',
      message: 'Email has already been taken',
      attributes: ['email'],
    });
  });

  it('maps a ZodError to a 422 naming every field, without the profile prefix', () => {
    const r = z
      .object({ profile: z.object({ name: z.string(), email: z.email() }) })
      .safeParse({ profile: { email: 'x' } });
    const { status, body } = toErrorResponse(r.error, 'r1');
    expect(status).toBe(422);
    expect(body.attributes?.sort()).toEqual(['email', 'name']);
    expect(body.details?.name).toEqual(["can't be blank"]);
  });

  it('hides unknown errors behind a request id', () => {
    const { status, body } = toErrorResponse(new Error('password=hunter2 leaked in a stack'), 'req-42');
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'internal',
      message: expect.any(String),
      errors: expect.any(Array),
      error: expect.any(String),
      request_id: 'req-42',
    });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it("answers a refusal with Chatwoot's 401 and error text, keeping our code and message", () => {
    const { status, body } = toErrorResponse(new AppError('forbidden', 'Only the author may change this note'), 'r');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 'forbidden',
      message: 'Only the author may change this note',
      error: 'You are not authorized to do this action',
    });
  });

  it("gives a 404 Chatwoot's error text and a 422 its message and attributes", () => {
    expect(toErrorResponse(new AppError('not_found', 'Conversation not found'), 'r').body).toMatchObject({
      code: 'not_found',
      error: 'Resource could not be found',
    });
    const invalid = toErrorResponse(AppError.invalid('email', 'is invalid'), 'r');
    expect(invalid.body).toMatchObject({
      message: 'Email is invalid',
      attributes: ['email'],
      error: 'Email is invalid',
    });
  });

  it('answers 503 with a clear message when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: new AggregateError([refused]) });
    for (const err of [
      refused,
      wrapped,
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const { status, body } = toErrorResponse(err, 'r9');
      expect(status, err.message).toBe(503);
      expect(body).toMatchObject({
        code: 'database_unavailable',
        error: expect.stringMatching(/database is unavailable/),
      });
    }
    expect(toErrorResponse(Object.assign(new Error('x'), { code: '42P01' }), 'r').status).toBe(500);
  });

  it('maps a JSON parse failure to 400', () => {
    const err = Object.assign(new Error('Unexpected end'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
    expect(toErrorResponse(err, 'r').status).toBe(400);
  });
});
