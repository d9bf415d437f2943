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
      request_id: 'req-42',
    });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('maps a JSON parse failure to 400', () => {
    const err = Object.assign(new Error('Unexpected end'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
    expect(toErrorResponse(err, 'r').status).toBe(400);
  });
});
