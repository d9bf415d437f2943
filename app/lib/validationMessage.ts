import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Turns a Zod issue into translated text. The contracts carry English messages for
 * the API; the screens translate by issue code instead.
 */
export const validationMessage = (issue: z.core.$ZodIssue, rawValue: string, t: TFunction): string => {
  if (rawValue.trim() === '') return t('validation.required');
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'custom':
      return issue.path.at(-1) === 'password_confirmation' ? t('validation.passwordMismatch') : t('validation.invalid');
    case 'invalid_type':
      return t('validation.required');
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'invalid_value':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return t('validation.invalid');
  }
};
