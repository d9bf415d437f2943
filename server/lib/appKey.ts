import type { TDeps } from '../deps.ts';
import { keepInstallationSecret } from './appKey.repo.ts';
import { deriveKey, randomToken } from './crypto.ts';

/**
 * The installation's master secret for what the server seals or signs itself (TOTP secrets, two-factor
 * sign-in tokens): ENCRYPTION_KEY, else SECRET_KEY_BASE, else a random one made at first use and kept in
 * installation_configs so every node agrees (docs/SECURITY.md: set ENCRYPTION_KEY so a database copy alone
 * does not open the secrets). Each use derives its own key from it (deriveKey).
 */
const STORED_NAME = 'ENCRYPTION_KEY';
const cache = new Map<string, Promise<string>>();

const masterSecret = (deps: TDeps) => {
  const configured = deps.config.encryptionKey ?? deps.config.secretKeyBase;
  if (configured) return Promise.resolve(configured);
  const where = deps.config.databaseUrl ?? deps.config.dataDir;
  let secret = cache.get(where);
  if (!secret) {
    secret = keepInstallationSecret(deps.db, STORED_NAME, randomToken(48));
    secret.catch(() => cache.delete(where));
    cache.set(where, secret);
  }
  return secret;
};

/** The 32-byte key for one purpose (e.g. 'mfa-secret', 'mfa-token'). */
export const appKey = async (deps: TDeps, purpose: string) => deriveKey(await masterSecret(deps), purpose);
