import { z } from 'zod';
import { ZCurrentUser } from './profile.ts';

/** POST /auth/sign_in. */
export const ZSignedIn = z.object({ data: ZCurrentUser });

/** GET /auth/validate_token. */
export const ZTokenValidated = z.object({ success: z.boolean(), data: ZCurrentUser });

/** POST /api/v1/profile/sign_out_everywhere. */
export const ZSignedOutEverywhere = z.object({ success: z.literal(true) });

/** DELETE /auth/sign_out. */
export const ZSuccess = z.object({ success: z.boolean() });

/** POST /auth/password. */
export const ZSuccessMessage = z.object({ success: z.boolean(), message: z.string() });

/** PUT /auth/password. */
export const ZPasswordChanged = z.object({ success: z.boolean(), data: ZCurrentUser, message: z.string() });
