/**
 * Uncaught browser errors go to the server's error reporting (SENTRY_DSN; POST /api/v1/error_reports), which
 * forwards them in Sentry's envelope format. This module loads with the first uncaught error (app/main.tsx
 * listens and imports it then, so the entry carries none of it). `isOn` reads the installation's
 * `error_reporting` (normally cached by then). At most a few reports per page load; the path without its query.
 */
const MAX_REPORTS = 5;
let sent = 0;

const post = (isOn: () => Promise<boolean>, type: string, message: string, stack?: string) => {
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  void isOn()
    .then((on) => {
      if (!on) return;
      return fetch('/api/v1/error_reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: type.slice(0, 200) || 'Error',
          message: message.slice(0, 2000),
          ...(stack && { stack: stack.slice(0, 8000) }),
          path: window.location.pathname.slice(0, 500),
        }),
        keepalive: true,
      });
    })
    .catch(() => undefined);
};

/** Reports one uncaught error or unhandled rejection (a window `error` / `unhandledrejection` event). */
export const reportEvent = (e: Event, isOn: () => Promise<boolean>) => {
  if (e instanceof PromiseRejectionEvent) {
    const err = e.reason as Error | undefined;
    post(isOn, err?.name ?? 'UnhandledRejection', err?.message ?? String(e.reason), err?.stack);
    return;
  }
  const ev = e as ErrorEvent;
  const err = ev.error as Error | undefined;
  post(isOn, err?.name ?? 'Error', ev.message || String(err), err?.stack);
};
