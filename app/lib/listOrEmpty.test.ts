import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { listOrEmpty } from './listOrEmpty.ts';

describe('listOrEmpty', () => {
  it('passes a list through', async () => {
    expect(await listOrEmpty(() => Promise.resolve([1, 2]))).toEqual([1, 2]);
  });

  it('reads a missing endpoint, a server error, a network error or a refusal as an empty list', async () => {
    for (const err of [
      new ApiError(404, 'not_found', 'x'),
      new ApiError(500, 'internal', 'x'),
      new ApiError(0, 'internal', 'x'),
      new ApiError(401, 'forbidden', 'You are not authorized to do this action'),
    ])
      expect(await listOrEmpty(() => Promise.reject(err))).toEqual([]);
  });

  it('lets a lost session through, so the app can sign out', async () => {
    await expect(listOrEmpty(() => Promise.reject(new ApiError(401, 'unauthenticated', 'x')))).rejects.toThrow();
  });
});
