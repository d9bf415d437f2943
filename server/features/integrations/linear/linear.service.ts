import type {
  TCreateLinearIssue,
  TLinearCreatedIssue,
  TLinearLinkedIssue,
} from '../../../../common/contracts/linear.ts';
import { ROLE_VALUE, fromValue } from '../../../../common/enums.ts';
import { publicUrl, type TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/appError.ts';
import { errorText } from '../../../lib/serverText.ts';
import { audit } from '../../auditLogs/index.ts';
import { memberActor, type TMembership } from '../../auth/index.ts';
import { getConversation, whoOf } from '../../conversationCore/index.ts';
import type { TActivity } from '../../conversationCore/index.ts';
import { recordActivity } from '../../messages/index.ts';
import { findMembership } from '../../users/index.ts';
import { findAppHook, insertHook, updateHook, type THookRow } from '../integrations.repo.ts';
import { openHookAccessToken, removeHook, sealHookSecret } from '../integrations.service.ts';
import { exchangeLinearCode, LinearAuthError, LinearRequestError, revokeLinearToken } from './linearClient.ts';
import * as gql from './linearQueries.ts';
import { linearRedirectUri } from './linearAuth.ts';
import { readLinearState } from './linearState.ts';

const APP_ID = 'linear';

const target = (deps: TDeps) => deps.config.linear;
const redirectUri = linearRedirectUri;
const appPage = (deps: TDeps, accountId: number) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/integrations/linear`;
/** The conversation's address: the URL of its links on Linear (Chatwoot's conversation_link). */
const conversationUrl = (deps: TDeps, accountId: number, displayId: number) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/conversations/${displayId}`;

const withError = (base: string, error: string) => `${base}?${new URLSearchParams({ linear_error: error })}`;

/**
 * GET /linear/callback: Linear sends the browser back with a code and the state. The state must be ours and
 * name an administrator of the account; the code becomes the workspace's token, sealed in the account's
 * Linear hook (made, or renewed on a reconnect). Answers where to send the browser: the app page.
 */
export const completeLinearConnect = async (
  deps: TDeps,
  query: { code?: string; state?: string; error?: string },
): Promise<string> => {
  const claims = query.state ? await readLinearState(deps, query.state) : null;
  if (!claims) throw new AppError('bad_request', errorText('linearStateInvalid'));
  const back = appPage(deps, claims.accountId);
  const row = await findMembership(deps.db, claims.userId, claims.accountId);
  if (!row || fromValue(ROLE_VALUE, row.accountUser.role) !== 'administrator')
    throw new AppError('bad_request', errorText('linearStateInvalid'));
  if (query.error || !query.code) return withError(back, query.error ?? 'no_code');
  const { clientId, clientSecret } = target(deps);
  if (!clientId || !clientSecret) return withError(back, 'not_configured');
  let token: string;
  try {
    token = (await exchangeLinearCode(target(deps), { clientId, clientSecret }, query.code, redirectUri(deps)))
      .accessToken;
  } catch {
    return withError(back, 'token_refused');
  }
  const sealed = await sealHookSecret(deps, { accountId: claims.accountId, appId: APP_ID }, token);
  const by = { accountId: claims.accountId, accountUser: { userId: claims.userId } };
  await deps.db.transaction(async (tx) => {
    const old = await findAppHook(tx, claims.accountId, APP_ID);
    if (old) {
      await updateHook(tx, claims.accountId, old.id, { sealedAccessToken: sealed, settings: {}, status: 1 });
      await audit(
        tx,
        by,
        'update',
        { type: 'Integration', id: old.id, name: APP_ID },
        { reauthorization_required: old.settings.reauthorization_required === true },
        { reauthorization_required: false },
      );
      return;
    }
    const row = await insertHook(tx, {
      accountId: claims.accountId,
      inboxId: null,
      appId: APP_ID,
      hookType: 0,
      status: 1,
      settings: {},
      sealedAccessToken: sealed,
    });
    await audit(tx, by, 'create', { type: 'Integration', id: row.id, name: APP_ID }, null, { app_id: APP_ID });
  });
  return back;
};

const getLinearHook = async (deps: TDeps, accountId: number) => {
  const hook = await findAppHook(deps.db, accountId, APP_ID);
  if (!hook || hook.status !== 1) throw new AppError('not_found', errorText('linearNotConnected'));
  return hook;
};

/** DELETE integrations/linear: the token is revoked on Linear (best effort) and the hook deleted. */
export const disconnectLinear = async (deps: TDeps, m: TMembership) => {
  const hook = await findAppHook(deps.db, m.accountId, APP_ID);
  if (!hook) throw new AppError('not_found', errorText('linearNotConnected'));
  const token = await openHookAccessToken(deps, hook);
  if (token) await revokeLinearToken(target(deps), token);
  await removeHook(deps, m, hook.id);
};

/**
 * Runs one call to Linear with the hook's token. Linear's refusal is a 422 carrying its message; a refused
 * token also marks the hook as needing a reconnect (the app page and the conversation panel say so).
 */
const withLinear = async <T>(deps: TDeps, accountId: number, call: (token: string) => Promise<T>): Promise<T> => {
  const hook: THookRow = await getLinearHook(deps, accountId);
  const token = await openHookAccessToken(deps, hook);
  if (!token) throw new AppError('not_found', errorText('linearNotConnected'));
  try {
    return await call(token);
  } catch (err) {
    if (err instanceof LinearAuthError) {
      await updateHook(deps.db, accountId, hook.id, {
        settings: { ...hook.settings, reauthorization_required: true },
      });
      throw AppError.withError('validation_failed', errorText('linearReconnect', { message: err.message }));
    }
    if (err instanceof LinearRequestError) throw AppError.withError('validation_failed', err.message);
    throw err;
  }
};

export const teams = (deps: TDeps, m: TMembership) =>
  withLinear(deps, m.accountId, (token) => gql.listTeams(target(deps), token));

export const teamEntities = (deps: TDeps, m: TMembership, teamId: string) =>
  withLinear(deps, m.accountId, (token) => gql.teamEntities(target(deps), token, teamId));

export const searchIssues = (deps: TDeps, m: TMembership, term: string) =>
  withLinear(deps, m.accountId, (token) => gql.searchIssues(target(deps), token, term));

/** The conversation's activity line naming the member ("Linear issue ENG-1 was linked by Olivia"). */
const recordLinearActivity = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  line: (w: Parameters<TActivity>[0], who: string) => string,
) => {
  const who = whoOf(await memberActor(deps.db, m));
  const conv = await getConversation(deps, m, displayId);
  await deps.db.transaction((tx) => recordActivity(tx, conv, (w) => line(w, who(w))));
};

const subtitleOf = (displayId: number) => `Conversation #${displayId}`;

/** POST create_issue: the issue on Linear, linked to the conversation, and an activity line. */
export const createIssue = async (deps: TDeps, m: TMembership, input: TCreateLinearIssue) => {
  await getConversation(deps, m, input.conversation_id);
  const url = conversationUrl(deps, m.accountId, input.conversation_id);
  const created = await withLinear(deps, m.accountId, async (token) => {
    const issue = await gql.createIssue(target(deps), token, input);
    const { id: linkId } = await gql.linkIssue(target(deps), token, {
      issueId: issue.id,
      url,
      title: issue.title,
      subtitle: subtitleOf(input.conversation_id),
    });
    return { issue, linkId };
  });
  await recordLinearActivity(deps, m, input.conversation_id, (w, who) =>
    w.linear.created(created.issue.identifier, who),
  );
  const answer: TLinearCreatedIssue = {
    id: created.issue.id,
    title: created.issue.title,
    identifier: created.issue.identifier,
    url: created.issue.url,
    link_id: created.linkId,
  };
  return answer;
};

/** POST link_issue: an existing issue linked to the conversation. */
export const linkIssue = async (
  deps: TDeps,
  m: TMembership,
  input: { conversation_id: number; issue_id: string; title?: string | null | undefined },
) => {
  await getConversation(deps, m, input.conversation_id);
  const link = conversationUrl(deps, m.accountId, input.conversation_id);
  const linked = await withLinear(deps, m.accountId, (token) =>
    gql.linkIssue(target(deps), token, {
      issueId: input.issue_id,
      url: link,
      title: input.title || subtitleOf(input.conversation_id),
      subtitle: subtitleOf(input.conversation_id),
    }),
  );
  await recordLinearActivity(deps, m, input.conversation_id, (w, who) => w.linear.linked(linked.identifier, who));
  return { id: input.issue_id, link, link_id: linked.id };
};

/**
 * POST unlink_issue: the link removed on Linear. Only a link of this conversation may be removed: the link
 * must be among the conversation's links, so a member cannot unlink another conversation's issue.
 */
export const unlinkIssue = async (
  deps: TDeps,
  m: TMembership,
  input: { conversation_id: number; link_id: string; issue_id?: string | null | undefined },
) => {
  await getConversation(deps, m, input.conversation_id);
  const url = conversationUrl(deps, m.accountId, input.conversation_id);
  const link = await withLinear(deps, m.accountId, async (token) => {
    const links = await gql.linkedIssues(target(deps), token, url);
    const found = links.find((l) => l.id === input.link_id);
    if (found) await gql.unlinkIssue(target(deps), token, input.link_id);
    return found;
  });
  if (!link) throw new AppError('not_found', errorText('linearLinkNotFound'));
  await recordLinearActivity(deps, m, input.conversation_id, (w, who) =>
    w.linear.unlinked(link.issue.identifier || input.issue_id || '', who),
  );
  return { link_id: input.link_id };
};

/** GET linked_issues: the conversation's links on Linear with their issues. */
export const linkedIssues = async (deps: TDeps, m: TMembership, displayId: number): Promise<TLinearLinkedIssue[]> => {
  await getConversation(deps, m, displayId);
  return withLinear(deps, m.accountId, (token) =>
    gql.linkedIssues(target(deps), token, conversationUrl(deps, m.accountId, displayId)),
  );
};
