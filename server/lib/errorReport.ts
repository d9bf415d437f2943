import crypto from 'node:crypto';
import type { TConfig } from '../config.ts';
import { APP_VERSION } from './appVersion.ts';
import { outboundPolicy } from './outbound/outboundGuard.ts';
import { guardedFetch } from './outbound/guardedFetch.ts';

/**
 * Error reporting to a Sentry-compatible DSN (SENTRY_DSN), in Sentry's envelope format over plain HTTP
 * through the outbound guard. Off when unset. An event carries the error's type, message and stack, the
 * route's method and path (never its query, headers, cookies or body), the release and the origin
 * (server or browser); anything shaped like a token or an email address in the message is masked.
 */
export interface TErrorReport {
  origin: 'server' | 'browser';
  type: string;
  message: string;
  stack?: string;
  method?: string;
  /** A path only: the query is dropped here too. */
  path?: string;
}

interface TDsn {
  endpoint: string;
  publicKey: string;
  dsn: string;
}

/** `https://<key>@<host>[/<path>]/<project>` → Sentry's envelope endpoint; null when it is not a DSN. */
export const parseDsn = (raw: string | null): TDsn | null => {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    const project = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !project || !/^\d+$/.test(project)) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(`/${project}`));
    const endpoint = `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`;
    return {
      endpoint,
      publicKey: decodeURIComponent(url.username),
      dsn: `${url.protocol}//${url.username}@${url.host}${url.pathname}`,
    };
  } catch {
    return null;
  }
};

const MASKS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b(bearer|token|password|secret|api_access_token|access-token)(["'=:\s]+)[^\s"',;]+/gi, '$1$2[redacted]'],
  [/\b[A-Za-z0-9_-]{24,}\b/g, '[redacted]'],
];
/** Masks what could be a secret or personal data in a free text. */
export const scrub = (text: string) => MASKS.reduce((s, [re, by]) => s.replace(re, by), text).slice(0, 2000);

const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .slice(1, 40)
    .map((line) => line.trim().replace(/^at\s+/, ''))
    .filter(Boolean)
    .map((line) => ({ function: scrub(line).slice(0, 300) }))
    .reverse();

/** One envelope: its header, the item header and the event (https://develop.sentry.dev/sdk/envelopes/). */
export const buildEnvelope = (dsn: TDsn, report: TErrorReport, environment: string) => {
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: report.origin === 'server' ? 'node' : 'javascript',
    level: 'error',
    logger: report.origin,
    release: `helpdesk@${APP_VERSION}`,
    environment,
    tags: { origin: report.origin },
    exception: {
      values: [
        {
          type: scrub(report.type).slice(0, 200),
          value: scrub(report.message),
          stacktrace: { frames: framesOf(report.stack) },
        },
      ],
    },
    ...(report.path && {
      request: { method: report.method ?? 'GET', url: report.path.split('?')[0]?.slice(0, 500) },
    }),
  };
  const header = { event_id: eventId, sent_at: new Date().toISOString(), dsn: dsn.dsn };
  return { eventId, body: [header, { type: 'event' }, event].map((part) => JSON.stringify(part)).join('\n') };
};

/** Posts one report; never throws (a reporting failure must not fail anything else). */
export const reportError = async (config: TConfig, report: TErrorReport): Promise<boolean> => {
  const dsn = parseDsn(config.sentryDsn);
  if (!dsn) return false;
  try {
    const { body } = buildEnvelope(dsn, report, config.deployment);
    const res = await guardedFetch(
      dsn.endpoint,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=helpdesk/${APP_VERSION}`,
        },
        body,
        signal: AbortSignal.timeout(5000),
      },
      outboundPolicy(config),
    );
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
};

/** A report of a thrown value (a 5xx, an uncaught error). */
export const reportOfError = (err: unknown, request?: { method: string; url: string }): TErrorReport => {
  const e = err instanceof Error ? err : new Error(String(err));
  return {
    origin: 'server',
    type: e.name,
    message: e.message,
    stack: e.stack,
    ...(request && { method: request.method, path: request.url }),
  };
};
