import type { TConfig } from '../config.ts';
import { APP_VERSION } from './appVersion.ts';
import { outboundPolicy } from './outbound/outboundGuard.ts';
import { guardedFetch } from './outbound/guardedFetch.ts';

/** How often the version endpoint is asked (Chatwoot's hub check runs daily; a few times a day is plenty). */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;
const TIMEOUT_MS = 5000;
const VERSION = /^v?\d{1,4}\.\d{1,4}\.\d{1,4}([-+][0-9A-Za-z.-]{1,32})?$/;

/** The newest version the endpoint named; this process's own until it answers (or when the check is off). */
let latest: string | null = null;

/** What `latest_chatwoot_version` shows: the update banner appears when it is newer than the running version. */
export const latestKnownVersion = () => latest ?? APP_VERSION;

/**
 * Asks UPDATE_CHECK_URL (through the outbound guard) for `{ "version": "x.y.z" }` (or `latest_version`, or a
 * bare version text). Off by default: without the setting nothing is sent. A failed check keeps what was known.
 */
export const checkLatestVersion = async (config: TConfig): Promise<string | null> => {
  if (!config.updateCheckUrl) return null;
  try {
    const res = await guardedFetch(
      config.updateCheckUrl,
      { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) },
      outboundPolicy(config),
    );
    if (!res.ok) return null;
    const text = (await res.text()).slice(0, 4096).trim();
    let found: unknown = text;
    try {
      const body = JSON.parse(text) as { version?: unknown; latest_version?: unknown };
      found = body.version ?? body.latest_version;
    } catch {
      // not JSON: a bare version text
    }
    if (typeof found !== 'string' || !VERSION.test(found)) return null;
    latest = found.replace(/^v/, '');
    return latest;
  } catch {
    return null;
  }
};

/** Checks now and then every few hours while the process runs; the returned function stops it. */
export const startUpdateCheck = (config: TConfig) => {
  if (!config.updateCheckUrl) return () => undefined;
  void checkLatestVersion(config);
  const timer = setInterval(() => void checkLatestVersion(config), UPDATE_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
};
