// The email module's public surface: other features and server code import email only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerEmailRoutes } from './email.routes.ts';
export { htmlToText } from './emailContent.ts';
export { emailDeliveryJob } from './emailDelivery.job.ts';
export { emailImportJob } from './emailImport.job.ts';
export { startImapFetcher } from './imapFetcher.ts';
export { installationTransportOptions, isPermanentSmtpError, sendMail, smtpErrorText } from './emailTransport.ts';
export { mailTokenRefreshJob } from './mailOauthRefresh.job.ts';
