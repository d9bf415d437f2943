import { z } from 'zod';
import { ZSignInRequest, ZSsoSignInRequest } from './auth.ts';

/** A 6-digit TOTP code; spaces an authenticator app shows ("123 456") are dropped. */
export const ZOtpCode = z
  .string()
  .max(32)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'must be 6 digits' }));

/** A backup code as shown ("ABCDE-FGHIJ"); case, spaces and dashes do not matter. */
export const ZBackupCode = z
  .string()
  .max(64)
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, { message: 'is not a backup code' }));

/** POST /api/v1/profile/mfa/verify and /backup_codes: a code from the authenticator app (or a backup code). */
export const ZMfaCodeRequest = z
  .object({ otp_code: ZOtpCode.optional(), backup_code: ZBackupCode.optional() })
  .refine((v) => v.otp_code !== undefined || v.backup_code !== undefined, {
    path: ['otp_code'],
    message: "can't be blank",
  });
export type TMfaCodeRequest = z.infer<typeof ZMfaCodeRequest>;

/** POST /api/v1/profile/mfa/verify: only an authenticator code proves the app holds the new secret. */
export const ZMfaVerifyRequest = z.object({ otp_code: ZOtpCode });
export type TMfaVerifyRequest = z.infer<typeof ZMfaVerifyRequest>;

/** DELETE /api/v1/profile/mfa: a code (or backup code) and the password. */
export const ZMfaDisableRequest = z
  .object({
    otp_code: ZOtpCode.optional(),
    backup_code: ZBackupCode.optional(),
    password: z.string().min(1, { message: "can't be blank" }).max(255),
  })
  .refine((v) => v.otp_code !== undefined || v.backup_code !== undefined, {
    path: ['otp_code'],
    message: "can't be blank",
  });
export type TMfaDisableRequest = z.infer<typeof ZMfaDisableRequest>;

/** POST /auth/sign_in, second step: the mfa_token the first step gave and a code or a backup code. */
export const ZMfaSignInRequest = z
  .object({
    mfa_token: z.string().min(1).max(1024),
    otp_code: ZOtpCode.optional(),
    backup_code: ZBackupCode.optional(),
  })
  .refine((v) => v.otp_code !== undefined || v.backup_code !== undefined, {
    path: ['otp_code'],
    message: "can't be blank",
  });
export type TMfaSignInRequest = z.infer<typeof ZMfaSignInRequest>;

/**
 * POST /auth/sign_in's body: the first step (email + password) or, when it names an mfa_token, the second.
 * Chosen by that key, so a 422 names the fields of the step the client meant.
 */
export const ZSignInBody = z.record(z.string(), z.unknown()).transform((value, ctx) => {
  const schema =
    'mfa_token' in value ? ZMfaSignInRequest : 'sso_auth_token' in value ? ZSsoSignInRequest : ZSignInRequest;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** The sign-in form's second step: one field, read as a TOTP code or a backup code by the switch. */
export const ZMfaCodeField = z.object({ code: z.string().trim().min(1, { message: "can't be blank" }).max(64) });

/** GET /api/v1/profile/mfa. */
export interface TMfaStatus {
  feature_available: boolean;
  enabled: boolean;
  backup_codes_generated: boolean;
  backup_codes_remaining: number;
}

/** POST /api/v1/profile/mfa: the new secret to put in an authenticator app. */
export interface TMfaEnrolment {
  provisioning_url: string;
  secret: string;
  /** The provisioning URL as a QR code: an SVG data URL. */
  qr_code_url: string;
}

/** POST …/mfa/verify (enabled) and …/mfa/backup_codes: the backup codes, shown this once. */
export interface TMfaBackupCodes {
  enabled: boolean;
  backup_codes: string[];
}

/** POST /auth/sign_in's 206 when the account has two-factor sign-in on. */
export interface TMfaRequired {
  mfa_required: true;
  mfa_token: string;
}
