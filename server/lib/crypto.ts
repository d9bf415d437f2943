import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** URL-safe random token with `bytes` of entropy. */
export const randomToken = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

/** Tokens are high-entropy, so a plain SHA-256 is the right stored form (argon2 is for passwords). */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
};

export const hashPassword = (password: string) => hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** A fixed hash to verify against when the user is unknown, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export const verifyPassword = async (stored: string | null, password: string) => {
  if (!stored) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
};

/** A 32-byte key for one purpose, derived from a master secret (HKDF-SHA256), so each use has its own key. */
export const deriveKey = (master: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', master, 'helpdesk', purpose, 32));

const SEAL_VERSION = 'v1';

/**
 * Seals a secret for storage: AES-256-GCM with a random 96-bit IV; `context` (e.g. the owner's id) is
 * authenticated with it, so a sealed value copied onto another row does not open.
 */
export const sealSecret = (key: Buffer, plaintext: string, context: string) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [SEAL_VERSION, ...parts].join('.');
};

/** Opens what sealSecret sealed with the same key and context; throws when it was altered or moved. */
export const openSecret = (key: Buffer, sealed: string, context: string) => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || body === undefined) throw new Error('sealed secret malformed');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
};
