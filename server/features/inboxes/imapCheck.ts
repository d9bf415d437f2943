import type { TUpdateInboxRequest } from '../../../common/contracts/inboxes.ts';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/appError.ts';
import { checkImapConnection, ImapConnectError, type TImapStage } from '../../lib/imap/imapConnect.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { errorText, type TErrorKey } from '../../lib/serverText.ts';
import type { TChannelRowOf } from './channels.repo.ts';

type TEmailChannel = TChannelRowOf<'Channel::Email'>;

const IMAP_KEYS = ['imap_enabled', 'imap_address', 'imap_port', 'imap_login', 'imap_password', 'imap_enable_ssl'];

/** The field a failed step is reported on, and its text. */
const FAILURES: Record<TImapStage, { field: string; key: TErrorKey }> = {
  refused: { field: 'channel.imap_address', key: 'imapRefused' },
  dns: { field: 'channel.imap_address', key: 'imapDns' },
  connect: { field: 'channel.imap_port', key: 'imapConnect' },
  tls: { field: 'channel.imap_enable_ssl', key: 'imapTls' },
  login: { field: 'channel.imap_password', key: 'imapLogin' },
  mailbox: { field: 'channel.imap_login', key: 'imapMailbox' },
};

/**
 * When an update touches an email inbox's IMAP settings and leaves IMAP on, the settings as they will be
 * saved are tried (connect, log in, open INBOX read-only) before anything is written: a failure is a 422
 * naming the step — DNS, connection, TLS, login or mailbox — on the field to fix. Inboxes signed in with
 * Google or Microsoft are checked with their token by the fetcher instead. CHECK_CHANNEL_CREDENTIALS=false
 * skips it, as it skips the other providers' checks, and so does IMAP_FETCHING=false (settings only kept).
 */
export const checkImapSettings = async (
  config: TConfig,
  channel: TEmailChannel,
  patch: NonNullable<TUpdateInboxRequest['channel']>,
) => {
  if (!config.messaging.checkCredentials || !config.imap.fetching || !IMAP_KEYS.some((k) => k in patch)) return;
  const enabled = patch.imap_enabled ?? channel.imapEnabled;
  if (!enabled || channel.provider === 'google' || channel.provider === 'microsoft') return;
  const host = (patch.imap_address ?? channel.imapAddress ?? '').trim();
  if (!host) throw AppError.invalid('channel.imap_address', errorText('blank'));
  const secure = patch.imap_enable_ssl ?? channel.imapEnableSsl;
  try {
    await checkImapConnection(
      {
        host,
        port: patch.imap_port ?? channel.imapPort ?? (secure ? 993 : 143),
        secure,
        user: patch.imap_login ?? channel.imapLogin ?? channel.email,
        password: patch.imap_password ?? channel.imapPassword,
      },
      outboundPolicy(config),
      config.messaging.timeoutMs,
    );
  } catch (err) {
    if (!(err instanceof ImapConnectError)) throw err;
    const failure = FAILURES[err.stage];
    throw AppError.invalid(failure.field, errorText(failure.key, { host, reason: err.reason }));
  }
};
