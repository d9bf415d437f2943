// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth/authApi.ts';
import { ApiError } from './api.ts';
import { queryClient } from './queryClient.ts';

afterEach(() => vi.restoreAllMocks());

const failMutation = (err: ApiError) =>
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(err) })
    .execute(undefined)
    .catch(() => undefined);

describe('a failed call and the session', () => {
  it('re-checks the session on a lost session (401 unauthenticated)', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await failMutation(new ApiError(401, 'unauthenticated', 'You need to sign in or sign up before continuing.'));
    expect(spy).toHaveBeenCalledWith({ queryKey: authKeys.currentUser });
  });

  it('leaves the session alone on a 401 that means "not allowed" (code forbidden)', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await failMutation(new ApiError(401, 'forbidden', 'You are not authorized to do this action'));
    expect(spy).not.toHaveBeenCalled();
  });
});
