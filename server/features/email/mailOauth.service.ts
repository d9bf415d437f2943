import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import { fromValue, ROLE_VALUE } from '../../../common/enums.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import { randomToken } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { getInbox, insertChannel, insertInbox, updateChannel } from '../inboxes/index.ts';
import { findMembership } from '../users/index.ts';
import { findEmailInbox } from './emailMailbox.repo.ts';
import { sealMailTokens } from './mailOauthAccess.ts';
import { clearMailboxReauthorization, findInboxByAddress } from './mailOauth.repo.ts';
import { readMailOauthState, signMailOauthState } from './mailOauthState.ts';
import {
  exchangeMailCode,
  MAIL_SCOPES,
  mailboxAddressOf,
  type TMailOauthClient,
  type TMailProvider,
  type TMailTokens,
} from './mailOauthTokens.ts';

const NAMES: Record<TMailProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Register these with the OAuth clients (Google Cloud, Azure): Chatwoot's callback paths. */
export const mailRedirectUri = (deps: TDeps, provider: TMailProvider) => `${publicUrl(deps)}/${provider}/callback`;

const clientOf = (deps: TDeps, provider: TMailProvider): TMailOauthClient => {
  const client = deps.config.mailOauth[provider];
  if (!client.clientId)
    throw new AppError('provider_not_configured', errorText('providerNotConfigured', { provider: NAMES[provider] }));
  return client;
};

/**
 * POST {provider}/authorization: the provider's consent page for `email` (a login hint), offline access so a
 * refresh token is issued, and a signed state naming the account, the administrator and — when an inbox is
 * signed in again (its reauthorization banner) — that inbox, which must be one of the account's Google or
 * Microsoft email inboxes.
 */
export const mailAuthorizationUrl = async (
  deps: TDeps,
  m: TMembership,
  provider: TMailProvider,
  input: { email?: string; inbox_id?: number },
) => {
  const client = clientOf(deps, provider);
  let inboxId: number | null = null;
  let hint = input.email ?? '';
  if (input.inbox_id !== undefined) {
    const inbox = await getInbox(deps, m, input.inbox_id);
    const row = await findEmailInbox(deps.db, inbox.id);
    if (!row || row.channel.provider !== provider) throw AppError.invalid('inbox_id', errorText('notAMailOauthInbox'));
    inboxId = inbox.id;
    hint = row.channel.email;
  }
  const state = await signMailOauthState(deps, {
    provider,
    accountId: m.accountId,
    userId: m.accountUser.userId,
    inboxId,
  });
  const url = new URL(client.authUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId ?? '',
    response_type: 'code',
    redirect_uri: mailRedirectUri(deps, provider),
    scope: MAIL_SCOPES[provider],
    state,
    prompt: 'consent',
    ...(provider === 'google' && { access_type: 'offline', include_granted_scopes: 'true' }),
    ...(hint && { login_hint: hint }),
  }).toString();
  return { url: url.toString() };
};

const settingsPage = (deps: TDeps, accountId: number, path: string, error?: string) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/inboxes/${path}${
    error ? `?${new URLSearchParams({ oauth_error: error })}` : ''
  }`;

/** The mail servers a signed-in mailbox is reached at, with XOAUTH2 as the address itself. */
const serverColumns = (deps: TDeps, provider: TMailProvider, email: string) => {
  const { imap, smtp } = deps.config.mailOauth[provider];
  return {
    provider,
    imapEnabled: true,
    imapAddress: imap.host,
    imapPort: imap.port,
    imapEnableSsl: imap.port === 993,
    imapLogin: email,
    imapPassword: null,
    smtpEnabled: true,
    smtpAddress: smtp.host,
    smtpPort: smtp.port,
    smtpLogin: email,
    smtpPassword: null,
    smtpEnableSslTls: smtp.port === 465,
    smtpEnableStarttlsAuto: true,
    smtpAuthentication: 'login',
    smtpOpensslVerifyMode: 'peer',
  };
};

type TBy = { accountId: number; accountUser: { userId: number } };

const createMailInbox = async (deps: TDeps, by: TBy, provider: TMailProvider, email: string, tokens: TMailTokens) =>
  deps.db.transaction(async (tx) => {
    const channel = await insertChannel(tx, CHANNEL_TYPES.email, {
      accountId: by.accountId,
      email,
      forwardToEmail: `${randomToken(12)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}@${deps.config.inboundEmailDomain}`,
      ...serverColumns(deps, provider, email),
    });
    await updateChannel(tx, CHANNEL_TYPES.email, channel.id, {
      providerConfig: await sealMailTokens(deps, channel.id, tokens),
    });
    const inbox = await insertInbox(tx, {
      accountId: by.accountId,
      name: email,
      channelType: CHANNEL_TYPES.email,
      channelId: channel.id,
    });
    await audit(tx, by, 'create', { type: 'Inbox', id: inbox.id, name: inbox.name }, null, { provider, email });
    await invalidateCache(tx, by.accountId, 'inbox');
    return inbox.id;
  });

/** A new sign-in of an existing inbox: new tokens, the servers again, the reauthorization flag cleared. */
const reauthorizeMailInbox = async (
  deps: TDeps,
  by: TBy,
  row: NonNullable<Awaited<ReturnType<typeof findEmailInbox>>>,
  provider: TMailProvider,
  tokens: TMailTokens,
) =>
  deps.db.transaction(async (tx) => {
    await updateChannel(tx, CHANNEL_TYPES.email, row.channel.id, {
      ...serverColumns(deps, provider, row.channel.email),
      providerConfig: await sealMailTokens(deps, row.channel.id, tokens),
    });
    await clearMailboxReauthorization(tx, row.inbox.id);
    await audit(
      tx,
      by,
      'update',
      { type: 'Inbox', id: row.inbox.id, name: row.inbox.name },
      { reauthorization_required: true },
      { reauthorization_required: false },
    );
    await invalidateCache(tx, by.accountId, 'inbox');
    return row.inbox.id;
  });

/**
 * GET /google/callback and /microsoft/callback: the provider sends the browser back with a code and our state.
 * The state must be ours, for this provider, and name a member who is still an administrator of the account;
 * the code becomes tokens (sealed in provider_config), the signed-in address names the mailbox, and the inbox
 * is created — or, for its address already in this account or the inbox the state names, signed in again.
 * Returns where the browser goes: the new inbox's agents step, the inbox's settings, or the form with an error.
 */
export const completeMailOauth = async (
  deps: TDeps,
  provider: TMailProvider,
  query: { code?: string; state?: string; error?: string },
): Promise<string> => {
  const claims = query.state ? await readMailOauthState(deps, provider, query.state) : null;
  if (!claims) throw new AppError('bad_request', errorText('mailOauthStateInvalid'));
  const member = await findMembership(deps.db, claims.userId, claims.accountId);
  if (!member || fromValue(ROLE_VALUE, member.accountUser.role) !== 'administrator')
    throw new AppError('bad_request', errorText('mailOauthStateInvalid'));
  const back = (error: string) =>
    settingsPage(deps, claims.accountId, claims.inboxId ? String(claims.inboxId) : 'new/email', error);
  if (query.error || !query.code) return back(query.error ?? 'no_code');
  const client = deps.config.mailOauth[provider];
  let tokens: TMailTokens;
  let email: string | null;
  try {
    tokens = await exchangeMailCode(
      client,
      deps.config.mailOauth.timeoutMs,
      query.code,
      mailRedirectUri(deps, provider),
    );
    email = await mailboxAddressOf(client, deps.config.mailOauth.timeoutMs, tokens);
  } catch (err) {
    deps.log.warn({ provider, err: (err as Error).message }, 'mail sign-in refused');
    return back('token_refused');
  }
  if (!email) return back('no_email');
  const by = { accountId: claims.accountId, accountUser: { userId: claims.userId } };
  const existing = await findInboxByAddress(deps.db, email);
  if (claims.inboxId !== null) {
    const row = await findEmailInbox(deps.db, claims.inboxId);
    if (!row || row.inbox.accountId !== claims.accountId) return back('inbox_gone');
    // The banner's sign-in must be the same mailbox: another address would move the inbox elsewhere.
    if (row.channel.email.toLowerCase() !== email) return back('other_mailbox');
    await reauthorizeMailInbox(deps, by, row, provider, tokens);
    return settingsPage(deps, claims.accountId, String(row.inbox.id));
  }
  if (existing) {
    if (existing.inbox.accountId !== claims.accountId) return back('email_taken');
    await reauthorizeMailInbox(deps, by, existing, provider, tokens);
    return settingsPage(deps, claims.accountId, String(existing.inbox.id));
  }
  const inboxId = await createMailInbox(deps, by, provider, email, tokens);
  return settingsPage(deps, claims.accountId, `new/${inboxId}/agents`);
};
