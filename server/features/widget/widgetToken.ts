import crypto from 'node:crypto';
import type { TDeps } from '../../deps.ts';
import { randomToken, safeEqual } from '../../lib/crypto.ts';
import { findSecret, insertSecretIfMissing } from './widgetToken.repo.ts';

/**
 * The widget's visitor token (Chatwoot's cw_conversation / X-Auth-Token): a JWT (HS256) holding the
 * contact inbox's source_id and the inbox id. The secret is SECRET_KEY_BASE, or a random one kept in
 * installation_configs so every node signs and verifies alike.
 */
export interface TWidgetClaims {
  source_id: string;
  inbox_id: number;
}

const SECRET_NAME = 'WIDGET_TOKEN_SECRET';
let cached: { key: string; secret: string } | null = null;

const loadSecret = async (deps: TDeps) => {
  if (deps.config.secretKeyBase) return deps.config.secretKeyBase;
  const cacheKey = deps.config.databaseUrl ?? deps.config.dataDir;
  if (cached?.key === cacheKey) return cached.secret;
  await insertSecretIfMissing(deps.db, SECRET_NAME, randomToken(48));
  const secret = await findSecret(deps.db, SECRET_NAME);
  if (!secret) throw new Error('widget token secret missing');
  cached = { key: cacheKey, secret };
  return secret;
};

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const sign = (secret: string, input: string) => crypto.createHmac('sha256', secret).update(input).digest('base64url');

export const signWidgetToken = async (deps: TDeps, claims: TWidgetClaims) => {
  const secret = await loadSecret(deps);
  const body = b64(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000) }));
  return `${HEADER}.${body}.${sign(secret, `${HEADER}.${body}`)}`;
};

/** The claims of a well-signed token, or null (never throws for a bad token). */
export const verifyWidgetToken = async (deps: TDeps, token: string | undefined | null) => {
  if (!token || token.length > 1024) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const secret = await loadSecret(deps);
  if (!safeEqual(signature, sign(secret, `${header}.${body}`))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TWidgetClaims>;
    if (typeof claims.source_id !== 'string' || typeof claims.inbox_id !== 'number') return null;
    return { source_id: claims.source_id, inbox_id: claims.inbox_id };
  } catch {
    return null;
  }
};

/** HMAC-SHA256 hex of the identifier with the inbox's hmac_token (identity validation). */
export const identifierHash = (hmacToken: string, identifier: string) =>
  crypto.createHmac('sha256', hmacToken).update(identifier).digest('hex');

export const isValidIdentifierHash = (hmacToken: string, identifier: string, hash: string | undefined) =>
  !!hash && safeEqual(identifierHash(hmacToken, identifier), hash.toLowerCase());
