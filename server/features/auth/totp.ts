import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps — what every authenticator app reads) through otplib,
 * and the provisioning URL as a QR code (an SVG data URL, drawn here so the SPA needs no QR library).
 */
const PERIOD = 30;
/** One step either side of now, for clocks a little apart (otplib counts the tolerance in seconds). */
const TOLERANCE_SECONDS = PERIOD;
const ISSUER = 'Helpdesk';

export const newTotpSecret = () => generateSecret({ length: 20 });

export const provisioningUrl = (secret: string, email: string) =>
  generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD });

export const qrCodeDataUrl = async (text: string) => {
  // qrcode loads with the first enrolment, not with the server (idle memory, bench:boot).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

/**
 * The time step `code` belongs to, when it is right for `secret` now and later than `afterStep` (a code
 * already accepted, or an earlier one, is refused); null otherwise.
 */
export const totpStep = async (secret: string, code: string, afterStep: number | null, now = Date.now()) => {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A backup code: 10 base32 characters (50 bits), shown as "ABCDE-FGHIJ". */
export const newBackupCode = () => {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** The stored form of a backup code: SHA-256 of its 10 characters (case, spaces and dashes dropped). */
export const backupCodeDigest = (code: string) =>
  crypto
    .createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');
