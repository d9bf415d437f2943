import type { ImapFlow, ImapFlowOptions } from 'imapflow';
import { OutboundRefusedError, pinHost, type TOutboundPolicy } from '../outbound/outboundGuard.ts';

/** Where and how an email inbox's mailbox is reached: a password, or an OAuth access token (XOAUTH2). */
export interface TImapSettings {
  host: string;
  port: number;
  /** Implicit TLS (993); false is a plain connection (STARTTLS when the server offers it). */
  secure: boolean;
  user: string;
  password?: string | null;
  accessToken?: string | null;
}

/** The step a connection failed at, named in the error a person reads. */
export type TImapStage = 'refused' | 'dns' | 'connect' | 'tls' | 'login' | 'mailbox';

/** A connection or login that did not succeed, with the step and the reason (never the credentials). */
export class ImapConnectError extends Error {
  constructor(
    readonly stage: TImapStage,
    readonly reason: string,
  ) {
    super(`IMAP ${stage}: ${reason}`);
  }
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'ENODATA', 'ESERVFAIL']);
const TLS_PATTERN = /^(ERR_SSL|ERR_TLS|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/;

interface TErrorShape {
  code?: unknown;
  message?: unknown;
  authenticationFailed?: unknown;
  response?: unknown;
  responseText?: unknown;
  cause?: unknown;
}

/** Which step an error from the resolver, the socket, TLS or imapflow belongs to. */
export const classifyImapError = (err: unknown): ImapConnectError => {
  if (err instanceof ImapConnectError) return err;
  if (err instanceof OutboundRefusedError) return new ImapConnectError('refused', err.reason);
  const e = (err ?? {}) as TErrorShape;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (e.authenticationFailed) {
    const said = typeof e.response === 'string' && e.response ? e.response : message;
    return new ImapConnectError('login', said.slice(0, 300));
  }
  if (DNS_CODES.has(code)) return new ImapConnectError('dns', code);
  if (TLS_PATTERN.test(code) || /\b(TLS|SSL|certificate)\b/i.test(message))
    return new ImapConnectError('tls', (code || message).slice(0, 300));
  return new ImapConnectError('connect', (code || message).slice(0, 300));
};

/**
 * imapflow's options for a mailbox: the tenant-set host is resolved and checked once by the outbound guard
 * and the client connects to that address (TLS still verifies the name). Throws OutboundRefusedError.
 */
export const imapOptions = async (
  s: TImapSettings,
  policy: TOutboundPolicy,
  timeoutMs: number,
): Promise<ImapFlowOptions> => {
  const address = await pinHost(s.host, policy);
  return {
    host: address,
    port: s.port,
    secure: s.secure,
    ...(address !== s.host && { servername: s.host }),
    auth: s.accessToken ? { user: s.user, accessToken: s.accessToken } : { user: s.user, pass: s.password ?? '' },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 30 * 60 * 1000,
    disableCompression: true,
    // The mailbox is only read: IDLE is entered by the fetcher itself (imapFetcher.ts), not after a pause.
    disableAutoIdle: true,
  };
};

/**
 * Connects and logs in. imapflow loads with the first connection, not with the server (start-up memory).
 * Throws ImapConnectError naming the step that failed.
 */
export const connectImap = async (s: TImapSettings, policy: TOutboundPolicy, timeoutMs: number) => {
  let client: ImapFlow | null = null;
  try {
    const options = await imapOptions(s, policy, timeoutMs);
    const { ImapFlow } = await import('imapflow');
    client = new ImapFlow(options);
    // A socket error after connect() is reported through 'error'; without a listener it would be thrown.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  } catch (err) {
    client?.close();
    throw classifyImapError(err);
  }
};

/**
 * The check made when an inbox's IMAP settings are saved: connect, log in, open INBOX read-only, log out.
 * Throws ImapConnectError ('dns', 'connect', 'tls', 'login', 'mailbox' or 'refused').
 */
export const checkImapConnection = async (s: TImapSettings, policy: TOutboundPolicy, timeoutMs: number) => {
  const client = await connectImap(s, policy, timeoutMs);
  try {
    await client.mailboxOpen('INBOX', { readOnly: true });
  } catch (err) {
    const e = err as TErrorShape;
    const said = typeof e.responseText === 'string' ? e.responseText : (e.message as string | undefined);
    throw new ImapConnectError('mailbox', String(said ?? 'INBOX could not be opened').slice(0, 300));
  } finally {
    await client.logout().catch(() => client.close());
  }
};
