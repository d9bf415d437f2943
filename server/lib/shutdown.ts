/**
 * The process is stopping (Ctrl-C, SIGTERM). A terminal's Ctrl-C reaches the embedded PostgreSQL too, which
 * then ends our connections while we close them ourselves: those losses are expected, not worth a line.
 */
let shuttingDown = false;

export const beginShutdown = () => {
  shuttingDown = true;
};

export const isShuttingDown = () => shuttingDown;
