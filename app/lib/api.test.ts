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

describe('api contracts (development and tests only)', () => {
  const respond = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
    );

  it('returns a body that fits its shared contract', async () => {
    respond({ payload: [] });
    await expect(api('/api/v1/accounts/1/inboxes', { contract: 'inboxList' })).resolves.toEqual({ payload: [] });
  });

  it('fails loudly when a body drifts from its shared contract', async () => {
    respond({ payload: [{ id: 'one' }] });
    await expect(api('/api/v1/accounts/1/inboxes', { contract: 'inboxList' })).rejects.toThrow(
      /does not match the inboxList contract:\npayload\.0\.id: /,
    );
  });
});
