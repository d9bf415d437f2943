import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax)
  .pipe(z.email({ message: 'is invalid' }));
export const ZPassword = z
  .string()
  .min(LIMITS.passwordMin, { message: `must be at least ${LIMITS.passwordMin} characters` })
  .max(LIMITS.passwordMax, { message: `must be at most ${LIMITS.passwordMax} characters` });
export const ZName = z
  .string()
  .trim()
  .min(1, { message: "can't be blank" })
  .max(LIMITS.nameMax, { message: `must be at most ${LIMITS.nameMax} characters` });
export const ZId = z.coerce.number().int().positive();
