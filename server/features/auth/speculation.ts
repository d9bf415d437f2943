import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { TAccess } from './auth.context.ts';

/**
 * Speculative reads. Every account-scoped request resolves its caller and membership in one
 * round trip before the handler runs. For a read that round trip need not come first: when the
 * same credentials were granted access to this account before, the handler starts at once with
 * that access while the access is resolved again beside it. The response waits for both and goes
 * out only if the fresh access is exactly the remembered one; if it differs, the handler runs again
 * with the fresh access, and if it is refused, the refusal is what the caller gets. So a revoked
 * token, a removed member or a changed role take effect on the very next request, as without
 * speculation; what a read gains is that its queries no longer wait for the credential look-up.
 *
 * Only routes guarded by `readAccount` speculate, and registerSpeculation makes sure each of those
 * is a GET whose handler is wrapped, so no response can leave before its check is back.
 */

export interface TRemembered {
  access: TAccess;
  fingerprint: string;
  at: number;
}

/** Credentials → the access they were last granted, most recent last (a bounded LRU). */
const memory = new Map<string, TRemembered>();
const MAX_REMEMBERED = 10_000;
/** Memory older than this is not used: a credential idle this long is looked up first again. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Everything the handler could see of the access, in one comparable string (the user once). The
 * account's two counters move with every event and every new conversation and no read uses them,
 * so they are left out; anything else that differs means the read runs again.
 */
const fingerprintOf = ({ actor, membership }: TAccess) => {
  const { user: _sameAsActors, account, ...rest } = membership;
  const { lastEventSeq: _moves, lastDisplayId: _movesToo, ...settled } = account;
  return JSON.stringify([actor, settled, rest]);
};

/** Remembers the access these credentials were just granted (by a read's guard) and returns the record. */
export const rememberAccess = (key: string | null, access: TAccess): TRemembered => {
  const record = { access, fingerprint: fingerprintOf(access), at: Date.now() };
  if (!key) return record;
  memory.delete(key);
  memory.set(key, record);
  if (memory.size > MAX_REMEMBERED) memory.delete(memory.keys().next().value as string);
  return record;
};

export const recalledAccess = (key: string | null): TRemembered | null => {
  const found = key ? memory.get(key) : undefined;
  if (!found || Date.now() - found.at > MAX_AGE_MS) return null;
  return found;
};

/** What speculative reads did since start (for tests and diagnostics). */
export const speculationStats = { speculated: 0, confirmed: 0, redone: 0, refused: 0 };

/** Forgets everything (tests). */
export const forgetAccess = () => memory.clear();

type TVerdict = { same: true } | { same: false; access: TAccess };

declare module 'fastify' {
  interface FastifyRequest {
    /** A speculative read's pending access check (readAccount); null once consumed. */
    accessCheck: Promise<TVerdict> | null;
  }
}

/** The handler runs with `remembered` from now on; `check` resolves the access afresh beside it. */
export const startVerification = (req: FastifyRequest, remembered: TRemembered, check: Promise<TRemembered>) => {
  const verdict = check.then((fresh): TVerdict =>
    fresh.fingerprint === remembered.fingerprint ? { same: true } : { same: false, access: fresh.access },
  );
  verdict.catch(() => undefined); // consumed by the handler or the error handler; never unhandled
  req.accessCheck = verdict;
};

const SPECULATIVE = Symbol('speculative guard');
type THook = (req: FastifyRequest) => Promise<void>;

/** Marks an onRequest hook as one that may leave an access check pending (see registerSpeculation). */
export const speculativeGuard = (hook: THook) => {
  const marked = (req: FastifyRequest, _reply: FastifyReply) => hook(req);
  return Object.assign(marked, { [SPECULATIVE]: true });
};

const isSpeculative = (hook: unknown) => typeof hook === 'function' && SPECULATIVE in hook;

type THandler = (this: unknown, req: FastifyRequest, reply: FastifyReply) => unknown;

/** Runs the handler with the remembered access; answers only once the fresh check agrees. */
const verified = (handler: THandler): THandler =>
  async function (this: unknown, req, reply) {
    const pending = req.accessCheck;
    if (!pending) return handler.call(this, req, reply);
    req.accessCheck = null;
    speculationStats.speculated += 1;
    const [result, verdict] = await Promise.allSettled([
      Promise.resolve().then(() => handler.call(this, req, reply)),
      pending,
    ]);
    if (verdict.status === 'rejected') {
      speculationStats.refused += 1;
      throw verdict.reason;
    }
    if (verdict.value.same) {
      speculationStats.confirmed += 1;
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }
    speculationStats.redone += 1;
    req.actor = verdict.value.access.actor;
    req.membership = verdict.value.access.membership;
    return handler.call(this, req, reply);
  };

/**
 * Every route with a speculative guard gets its handler wrapped; such a route must be a read.
 * Call before the routes are registered.
 */
export const registerSpeculation = (app: {
  decorateRequest: (name: 'accessCheck', value: null) => unknown;
  addHook: (name: 'onRoute', hook: (route: RouteOptions) => void) => unknown;
}) => {
  app.decorateRequest('accessCheck', null);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.some(isSpeculative)) return;
    const methods = [route.method].flat();
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD'))
      throw new Error(`${methods.join(',')} ${route.url}: only reads may use readAccount`);
    route.handler = verified(route.handler as THandler);
  });
};

/**
 * For the error handler: a request that failed before its handler consumed the check (say, a bad
 * query string) reports the refusal if the fresh check refuses, as it would have without speculation.
 */
export const settleSpeculation = async (req: FastifyRequest, err: unknown) => {
  const pending = req.accessCheck;
  if (!pending) return err;
  req.accessCheck = null;
  return pending.then(
    () => err,
    (refusal: unknown) => refusal,
  );
};
