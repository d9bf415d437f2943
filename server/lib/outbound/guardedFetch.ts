import type { Agent, RequestInit, Response } from 'undici';
import {
  assertLiteralAllowed,
  guardedLookup,
  OutboundRefusedError,
  refusedCause,
  type TOutboundPolicy,
  type TResolve,
} from './outboundGuard.ts';

/**
 * fetch for tenant-set URLs: http(s) only, the host checked (IP literals before connecting, names by
 * the Agent's connect-time lookup), and redirects followed by hand, at most MAX_REDIRECTS, each hop
 * checked the same way. Throws OutboundRefusedError when the guard refuses a hop; other failures are
 * fetch's own errors.
 */

export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One keep-alive Agent per (resolver, classifier): policies are rebuilt per call, their parts are not. */
const agents = new WeakMap<TResolve, WeakMap<TOutboundPolicy['classify'], Agent>>();
/** undici (its Agent takes the guarded lookup) loads with the first outbound call, not with the server. */
const loadUndici = () => import('undici');
const agentFor = (AgentClass: typeof Agent, policy: TOutboundPolicy) => {
  let byClassify = agents.get(policy.resolve);
  if (!byClassify) agents.set(policy.resolve, (byClassify = new WeakMap()));
  let agent = byClassify.get(policy.classify);
  if (!agent) {
    agent = new AgentClass({ connect: { lookup: guardedLookup(policy) } });
    byClassify.set(policy.classify, agent);
  }
  return agent;
};

type THeaders = Record<string, string>;
export type TGuardedInit = Omit<RequestInit, 'redirect' | 'dispatcher' | 'headers'> & { headers?: THeaders };

const checkUrl = (raw: string | URL, policy: TOutboundPolicy, trusted: readonly string[] = []) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError(`${url.protocol} URL`);
  if (!trusted.includes(url.origin)) assertLiteralAllowed(url.hostname, policy);
  return url;
};

export interface TGuardedOptions {
  /**
   * 'same-origin': a redirect to another origin is not followed and its 3xx answer is returned as is, so
   * a signed body and its signature never reach a host the target did not name (deliveries use this).
   */
  redirects?: 'any' | 'same-origin';
  /**
   * Origins the operator configured (a provider's API base): hops to them skip the guard (tests point
   * them at local servers); every other hop, a redirect from a trusted origin included, is guarded.
   */
  trustedOrigins?: readonly string[];
}

const isSameOrigin = (location: string, from: URL) => {
  try {
    return new URL(location, from).origin === from.origin;
  } catch {
    return false;
  }
};

export const guardedFetch = async (
  target: string,
  init: TGuardedInit,
  policy: TOutboundPolicy,
  options: TGuardedOptions = {},
): Promise<Response> => {
  const trusted = options.trustedOrigins ?? [];
  let url = checkUrl(target, policy, trusted);
  const { Agent: AgentClass, fetch } = await loadUndici();
  let current: TGuardedInit = init;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(url, {
        ...current,
        redirect: 'manual',
        dispatcher: policy.allowPrivate || trusted.includes(url.origin) ? undefined : agentFor(AgentClass, policy),
      });
    } catch (err) {
      throw refusedCause(err) ?? err;
    }
    const location = res.headers.get('location');
    if (!REDIRECTS.has(res.status) || !location) return res;
    if (options.redirects === 'same-origin' && !isSameOrigin(location, url)) return res;
    await res.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw new OutboundRefusedError(`more than ${MAX_REDIRECTS} redirects`);
    const next = checkUrl(new URL(location, url), policy, trusted);
    const method = (current.method ?? 'GET').toUpperCase();
    // 303, and 301/302 after a POST, continue as a GET without the body (as browsers do).
    const toGet = res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST');
    const headers = { ...current.headers };
    if (next.origin !== url.origin)
      for (const name of Object.keys(headers)) if (/^(authorization|cookie)$/i.test(name)) delete headers[name];
    if (toGet) for (const name of Object.keys(headers)) if (/^content-(type|length)$/i.test(name)) delete headers[name];
    current = toGet ? { ...current, method: 'GET', body: undefined, headers } : { ...current, headers };
    url = next;
  }
};
