import { isDatabaseUnavailable } from './errorHandler.ts';

/**
 * The process is stopping (Ctrl-C, SIGTERM). A terminal's Ctrl-C reaches the embedded PostgreSQL too, which
 * then ends our connections while we close them ourselves: those losses are expected, not worth a line.
 */
let shuttingDown = false;

export const beginShutdown = () => {
  shuttingDown = true;
};

export const isShuttingDown = () => shuttingDown;

/**
 * Runs `report` after a short grace unless the process has begun stopping by then. A terminal's Ctrl-C signals
 * the app and the embedded PostgreSQL at once; on a busy machine PostgreSQL may end our connections before our
 * own SIGINT handler has run, so a loss is judged a moment later, when the handler has had its turn.
 */
export const unlessStopping = (report: () => void, graceMs = 1000) => {
  if (shuttingDown) return;
  setTimeout(() => {
    if (!shuttingDown) report();
  }, graceMs).unref();
};

/**
 * Reports `err` now, unless it only says the database went away: that is judged after the grace above, since
 * a Ctrl-C that stops the embedded PostgreSQL ends our connections before our own handler may have run.
 */
export const reportUnlessStopping = (err: unknown, report: () => void) =>
  isDatabaseUnavailable(err) ? unlessStopping(report) : report();
