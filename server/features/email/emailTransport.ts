import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { TConfig } from '../../config.ts';
import { pinHost, type TOutboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import type { TChannelRowOf } from '../inboxes/index.ts';
import { errorText } from '../../lib/serverText.ts';

export type TEmailChannelRow = TChannelRowOf<'Channel::Email'>;

/** Chatwoot's smtp_authentication values → nodemailer's auth method. */
const AUTH_METHODS: Record<string, string> = { plain: 'PLAIN', login: 'LOGIN', cram_md5: 'CRAM-MD5' };

const isLocal = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '::1';

/**
 * Where an email inbox's mail goes out: the channel's own SMTP server when smtp_enabled (with its
 * login, STARTTLS, SSL/TLS and certificate settings), otherwise the installation's SMTP_* server.
 * Null when neither exists.
 */
export const transportOptions = (
  config: Pick<TConfig, 'smtp' | 'messaging'>,
  channel: TEmailChannelRow,
): SMTPTransport.Options | null => {
  const timeouts = {
    connectionTimeout: config.messaging.timeoutMs,
    greetingTimeout: config.messaging.timeoutMs,
    socketTimeout: config.messaging.timeoutMs * 2,
  };
  if (channel.smtpEnabled && channel.smtpAddress) {
    const verify = channel.smtpOpensslVerifyMode !== 'none';
    return {
      ...timeouts,
      host: channel.smtpAddress,
      port: channel.smtpPort ?? (channel.smtpEnableSslTls ? 465 : 587),
      secure: channel.smtpEnableSslTls,
      ignoreTLS: !channel.smtpEnableSslTls && !channel.smtpEnableStarttlsAuto,
      ...(channel.smtpDomain && { name: channel.smtpDomain }),
      auth: channel.smtpLogin
        ? {
            user: channel.smtpLogin,
            pass: channel.smtpPassword ?? '',
            method: AUTH_METHODS[channel.smtpAuthentication] ?? 'LOGIN',
          }
        : undefined,
      tls: { rejectUnauthorized: verify },
    };
  }
  return installationTransportOptions(config);
};

/** The installation's SMTP_* server (the operator's, not a tenant's target), or null when none is set. */
export const installationTransportOptions = (
  config: Pick<TConfig, 'smtp' | 'messaging'>,
): SMTPTransport.Options | null => {
  const smtp = config.smtp;
  if (!smtp) return null;
  return {
    connectionTimeout: config.messaging.timeoutMs,
    greetingTimeout: config.messaging.timeoutMs,
    socketTimeout: config.messaging.timeoutMs * 2,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    tls: { rejectUnauthorized: !isLocal(smtp.host) },
  };
};

/**
 * The inbox's own SMTP host is tenant-set: it is resolved and checked by the outbound guard, and
 * nodemailer connects to the checked address (TLS still verifies the name). The installation's
 * SMTP_ADDRESS is the operator's and is left alone. Throws OutboundRefusedError.
 */
export const pinChannelHost = async (
  options: SMTPTransport.Options,
  channel: TEmailChannelRow,
  policy: TOutboundPolicy,
): Promise<SMTPTransport.Options> => {
  if (!(channel.smtpEnabled && channel.smtpAddress) || !options.host) return options;
  const address = await pinHost(options.host, policy);
  if (address === options.host) return options;
  return { ...options, host: address, tls: { ...options.tls, servername: options.host } };
};

/** Sends one message on a short-lived connection; returns the server's accepted / rejected lists. */
export const sendMail = async (options: SMTPTransport.Options, mail: Mail.Options) => {
  // nodemailer loads with the first mail sent, not with the server (start-up memory, bench:boot).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(options);
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
};

/** An SMTP answer in the 5xx range (or a refused login) will not change on a retry. */
export const isPermanentSmtpError = (err: unknown) => {
  const e = err as { responseCode?: unknown; code?: unknown };
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  return e.code === 'EAUTH' || e.code === 'EENVELOPE';
};

/** The server's own words when it gave any (e.g. "550 5.1.1 No such user"), else a short reason. */
export const smtpErrorText = (err: unknown) => {
  const e = err as { response?: unknown; message?: unknown };
  const text = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : '';
  return (text || errorText('emailNotSent')).slice(0, 500);
};
