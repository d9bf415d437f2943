import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  /** The action link the mail carries; logged when no SMTP server is configured. */
  link?: string;
}

export interface TMailer {
  send: (mail: TMail) => Promise<void>;
}

/**
 * Sends through SMTP when configured. Without SMTP the link is written to the
 * server log so a self-hoster can still invite agents and reset passwords.
 */
export const createMailer = (config: Pick<TConfig, 'smtp' | 'mailFrom'>, log: FastifyBaseLogger): TMailer => {
  const smtp = config.smtp;
  if (!smtp) {
    return {
      send: (mail) => {
        log.info(
          { to: mail.to, subject: mail.subject, link: mail.link },
          'mail not sent (no SMTP configured); link follows',
        );
        return Promise.resolve();
      },
    };
  }
  // One pooled transport, made with the first mail (nodemailer is not loaded until then: start-up memory).
  let transport: Promise<Transporter> | null = null;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      tls: { rejectUnauthorized: smtp.host !== '127.0.0.1' && smtp.host !== 'localhost' },
    });
  };
  return {
    send: async (mail) => {
      try {
        transport ??= open();
        await (
          await transport
        ).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (err) {
        // A mail failure must not fail the request that caused it; the user can ask again.
        log.error({ err: (err as Error).message, to: mail.to, subject: mail.subject }, 'mail delivery failed');
      }
    },
  };
};
