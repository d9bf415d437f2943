import dns from 'node:dns';
import net from 'node:net';
import type { TConfig } from '../../config.ts';
import { isLocalName, normalizeHost, refusalOfAddress } from './addressPolicy.ts';

/**
 * The one guard for connections whose target a tenant sets (API inbox webhooks, agent bot URLs,
 * an email inbox's SMTP/IMAP host). A target is checked when it is saved (a 422 naming the field)
 * and again when the connection is made: every address the name resolves to at connect time must
 * be public, so a name that answered a public address at save time and a private one later (DNS
 * rebinding) is still refused. ALLOW_PRIVATE_NETWORK_TARGETS=true turns the guard off.
 */

export interface TResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to all its addresses (tests inject their own). */
export type TResolve = (hostname: string) => Promise<TResolvedAddress[]>;

export interface TOutboundPolicy {
  allowPrivate: boolean;
  resolve: TResolve;
  /** Why an address is refused, or null (refusalOfAddress; tests may treat one loopback address as public). */
  classify: (address: string) => string | null;
}

export const systemResolve: TResolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export const outboundPolicy = (
  config: Pick<TConfig, 'allowPrivateNetworkTargets'>,
  resolve: TResolve = systemResolve,
): TOutboundPolicy => ({ allowPrivate: config.allowPrivateNetworkTargets, resolve, classify: refusalOfAddress });

/** A connection the guard would not make; its message starts with "target refused". */
export class OutboundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`target refused: ${reason}`);
    this.name = 'OutboundRefusedError';
  }
}

/** Why a set of resolved addresses may not be reached, or null. */
const refusalOfAll = (policy: TOutboundPolicy, host: string, addresses: TResolvedAddress[]) => {
  if (addresses.length === 0) return `${host} has no address`;
  for (const a of addresses) {
    const why = policy.classify(a.address);
    if (why) return `${host} resolves to a ${why} address`;
  }
  return null;
};

/** Why a host literal or name is refused without asking DNS (an IP literal or "localhost"), or null. */
const refusalOfLiteral = (policy: TOutboundPolicy, host: string): string | null => {
  if (isLocalName(host)) return `${host} is this machine`;
  if (net.isIP(host)) {
    const why = policy.classify(host);
    return why ? `${host} is a ${why} address` : null;
  }
  return null;
};

const SAVE_LOOKUP_MS = 3_000;

/**
 * The save-time check of a host (a URL's hostname or a bare SMTP/IMAP host): null when it may be a
 * target. A name that does not resolve now is accepted (it is checked again on every connection).
 */
export const refusalOfHost = async (host: string, policy: TOutboundPolicy): Promise<string | null> => {
  const normalized = normalizeHost(host);
  if (!normalized) return 'is not a valid host';
  if (policy.allowPrivate) return null;
  const literal = refusalOfLiteral(policy, normalized);
  if (literal || net.isIP(normalized)) return literal;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SAVE_LOOKUP_MS)));
  try {
    const addresses = await Promise.race([policy.resolve(normalized), timeout]);
    return addresses ? refusalOfAll(policy, normalized, addresses) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};

type TLookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for net/tls.connect (and undici's connect options): resolves with the policy's
 * resolver and fails the connection when any answer is not public. (net skips lookup for IP
 * literals: callers check those with `assertLiteralAllowed` first.)
 */
export const guardedLookup =
  (policy: TOutboundPolicy) =>
  (hostname: string, options: dns.LookupOptions, callback: TLookupCallback): void => {
    policy.resolve(hostname).then(
      (addresses) => {
        const why = policy.allowPrivate
          ? null
          : (refusalOfLiteral(policy, hostname) ?? refusalOfAll(policy, hostname, addresses));
        if (why) return callback(Object.assign(new OutboundRefusedError(why), { code: 'EOUTBOUNDREFUSED' }), '');
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) return callback(null, usable);
        const first = usable[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };

/** Throws OutboundRefusedError for a refused IP literal or local name (net connects to those without lookup). */
export const assertLiteralAllowed = (host: string, policy: TOutboundPolicy) => {
  if (policy.allowPrivate) return;
  const normalized = normalizeHost(host);
  if (!normalized) throw new OutboundRefusedError(`${host} is not a valid host`);
  const why = refusalOfLiteral(policy, normalized);
  if (why) throw new OutboundRefusedError(why);
};

/**
 * Resolves and checks a host once and returns the address to connect to, so a client that resolves
 * by itself (nodemailer, imapflow) connects to exactly the address that was checked. With the guard
 * off the host is returned as given.
 */
export const pinHost = async (host: string, policy: TOutboundPolicy): Promise<string> => {
  if (policy.allowPrivate) return host;
  assertLiteralAllowed(host, policy);
  const normalized = normalizeHost(host) ?? host;
  if (net.isIP(normalized)) return normalized;
  const addresses = await policy.resolve(normalized);
  const why = refusalOfAll(policy, normalized, addresses);
  if (why) throw new OutboundRefusedError(why);
  return addresses[0]!.address;
};

/** The OutboundRefusedError somewhere in an error's cause chain (fetch wraps connect errors). */
export const refusedCause = (err: unknown): OutboundRefusedError | null => {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    if (cur instanceof OutboundRefusedError) return cur;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
};
