/** Ports of the e2e run: the app server and the SMTP server that catches its mail. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3211);
export const BASE_URL = `http://localhost:${APP_PORT}`;
