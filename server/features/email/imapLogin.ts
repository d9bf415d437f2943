import type { TDeps } from '../../deps.ts';
import { ImapConnectError, type TImapSettings } from '../../lib/imap/imapConnect.ts';
import type { TEmailChannelRow } from './emailTransport.ts';
import { isOauthMailbox, mailAccessToken } from './mailOauthAccess.ts';
import { MailGrantRefused } from './mailOauthTokens.ts';

/** Where an inbox's mailbox is: its IMAP settings (the login defaults to the address). */
export const settingsOf = ({ channel }: { channel: TEmailChannelRow }): TImapSettings => ({
  host: channel.imapAddress ?? '',
  port: channel.imapPort ?? (channel.imapEnableSsl ? 993 : 143),
  secure: channel.imapEnableSsl,
  user: channel.imapLogin || channel.email,
  password: channel.imapPassword,
});

/**
 * The settings a connection logs in with: a Google or Microsoft mailbox logs in with its access token
 * (XOAUTH2), refreshed first when near its expiry; a refused refresh counts as a refused login.
 */
export const loginSettings = async (deps: TDeps, row: { channel: TEmailChannelRow }): Promise<TImapSettings> => {
  const base = settingsOf(row);
  if (!isOauthMailbox(row.channel)) return base;
  try {
    return { ...base, password: null, accessToken: await mailAccessToken(deps, row.channel) };
  } catch (err) {
    if (err instanceof MailGrantRefused)
      throw new ImapConnectError('login', `token refused: ${err.message}`.slice(0, 300));
    throw new ImapConnectError('connect', `token endpoint: ${(err as Error).message}`.slice(0, 300));
  }
};
