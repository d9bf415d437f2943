import { MAIL_LOG, SMTP_PORT } from './constants.ts';
import { startMailCatcher } from './mailbox.ts';

/** Once per run, before any worker: the SMTP server the app under test delivers to, shared by every worker. */
export default async function globalSetup() {
  const close = await startMailCatcher(SMTP_PORT, MAIL_LOG);
  return close;
}
