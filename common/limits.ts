export const LIMITS = {
  nameMax: 255,
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 128,
  messageSignatureMax: 10_000,
  avatarMaxBytes: 4 * 1024 * 1024,
  /** devise-token-auth defaults Chatwoot uses: two months, ten devices. */
  tokenLifetimeSeconds: 60 * 24 * 60 * 60,
  maxDevices: 10,
  resetTokenLifetimeSeconds: 6 * 60 * 60,
  confirmationTokenLifetimeSeconds: 7 * 24 * 60 * 60,
  bulkInviteMax: 100,
  trialDays: 15,
  /** Two-factor sign-in: the mfa_token's lifetime (Chatwoot's 5 minutes) and the backup codes made at once. */
  mfaTokenLifetimeSeconds: 5 * 60,
  mfaBackupCodes: 10,
} as const;

export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;

/** Login rate limits (rack-attack values in Chatwoot). */
export const RATE_LIMITS = {
  /** Sign-in counts failures only. One address guessing one account: refused (429) past this. */
  signInFailuresPerEmailIp: { max: 5, windowSeconds: 15 * 60 },
  /** One address guessing many accounts (spraying): refused (429) past this. */
  signInFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  /** One account guessed from many addresses: past this, each attempt waits delayMs; never refused. */
  signInFailuresPerEmail: { max: 50, windowSeconds: 60 * 60, delayMs: 2000 },
  passwordResetPerIp: { max: 5, windowSeconds: 30 * 60 },
  signupPerIp: { max: 5, windowSeconds: 30 * 60 },
  /** Wrong two-factor codes (sign-in and profile alike) per user: refused (429) past this. */
  mfaFailuresPerUser: { max: 5, windowSeconds: 15 * 60 },
} as const;

export const RTL_LOCALES = ['ar', 'as', 'fa', 'he', 'ku', 'ur'] as const;

/** Auto-resolve after (minutes): Chatwoot's range, ten minutes to 999 days. */
export const AUTO_RESOLVE_MINUTES = { min: 10, max: 999 * 24 * 60 } as const;
export const AUTO_RESOLVE_MESSAGE_MAX = 2000;
