import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZResetPasswordRequest, ZSignUpRequest } from '../../common/contracts/auth.ts';
import { validationMessage } from './validationMessage.ts';

/** Returns the key and its values, so the test reads which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
};

const signUp = { account_name: 'Acme', user_full_name: 'Ada', email: 'ada@example.com', password: 'secret1' };

describe('validationMessage', () => {
  it('says "required" for an empty field whatever the rule', () => {
    const issue = firstIssue(ZSignUpRequest, { ...signUp, email: '' });
    expect(validationMessage(issue, '', t)).toBe('validation.required');
  });

  it('names a malformed email', () => {
    const issue = firstIssue(ZSignUpRequest, { ...signUp, email: 'nope' });
    expect(validationMessage(issue, 'nope', t)).toBe('validation.email');
  });

  it('gives the minimum password length', () => {
    const issue = firstIssue(ZSignUpRequest, { ...signUp, password: 'abc' });
    expect(validationMessage(issue, 'abc', t)).toBe('validation.tooShort {"min":6}');
  });

  it('gives the maximum length', () => {
    const long = 'x'.repeat(300);
    const issue = firstIssue(ZSignUpRequest, { ...signUp, account_name: long });
    expect(validationMessage(issue, long, t)).toBe('validation.tooLong {"max":255}');
  });

  it('recognises a confirmation that does not match', () => {
    const issue = firstIssue(ZResetPasswordRequest, {
      reset_password_token: 'tok',
      password: 'secret1',
      password_confirmation: 'secret2',
    });
    expect(validationMessage(issue, 'secret2', t)).toBe('validation.passwordMismatch');
  });
});
