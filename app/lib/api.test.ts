// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('api errors', () => {
  it('keep the code, the field details and the extra data the server sent', async () => {
    const body = {
      code: 'duplicate_contact',
      message: 'Email has already been taken',
      details: { email: ['has already been taken'] },
      data: { contact: { id: 7, name: 'Ann' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 422 }))),
    );
    const err = await api('/api/v1/accounts/1/contacts', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'duplicate_contact', details: body.details, data: body.data });
  });
});
