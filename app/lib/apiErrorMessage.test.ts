import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { apiErrorMessage } from './apiErrorMessage.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('apiErrorMessage', () => {
  it("shows the server's message for a failed sign-in", () => {
    const err = new ApiError(401, 'invalid_credentials', 'Invalid login credentials. Please try again.');
    expect(apiErrorMessage(err, t)).toBe('Invalid login credentials. Please try again.');
  });

  it('uses our words for rate limits, server failures and lost connections', () => {
    expect(apiErrorMessage(new ApiError(429, 'rate_limited', 'Too many attempts.'), t)).toBe('errors.tooManyAttempts');
    expect(apiErrorMessage(new ApiError(500, 'internal', 'boom'), t)).toBe('errors.generic');
    expect(apiErrorMessage(new ApiError(0, 'internal', 'Network error'), t)).toBe('errors.network');
  });

  it('falls back to a generic text for anything that is not an API error', () => {
    expect(apiErrorMessage(new Error('x'), t)).toBe('errors.generic');
  });
});
