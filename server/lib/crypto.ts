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
