import { z } from 'zod';
import type { TMfaBackupCodes, TMfaEnrolment, TMfaRequired, TMfaStatus } from '../mfa.ts';
import { tie } from './tie.ts';

/** GET /api/v1/profile/mfa. */
export const ZMfaStatus = tie<TMfaStatus>()(
  z.object({
    feature_available: z.boolean(),
    enabled: z.boolean(),
    backup_codes_generated: z.boolean(),
    backup_codes_remaining: z.number(),
  }),
);

/** POST /api/v1/profile/mfa. */
export const ZMfaEnrolment = tie<TMfaEnrolment>()(
  z.object({ provisioning_url: z.string(), secret: z.string(), qr_code_url: z.string() }),
);

/** POST /api/v1/profile/mfa/verify and /api/v1/profile/mfa/backup_codes. */
export const ZMfaBackupCodes = tie<TMfaBackupCodes>()(
  z.object({ enabled: z.boolean(), backup_codes: z.array(z.string()) }),
);

/** DELETE /api/v1/profile/mfa. */
export const ZMfaDisabled = z.object({ enabled: z.literal(false) });

/** POST /auth/sign_in (206) when a second factor is due. */
export const ZMfaRequired = tie<TMfaRequired>()(z.object({ mfa_required: z.literal(true), mfa_token: z.string() }));
