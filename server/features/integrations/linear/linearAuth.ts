import { publicUrl, type TDeps } from '../../../deps.ts';
import type { TMembership } from '../../auth/index.ts';
import { signLinearState } from './linearState.ts';

/** Linear is offered once the installation has an OAuth client (Chatwoot's App#active? for linear). */
export const isLinearConfigured = (deps: TDeps) => Boolean(deps.config.linear.clientId);

/** Where Linear sends the browser back: register this URL as the OAuth app's callback. */
export const linearRedirectUri = (deps: TDeps) => `${publicUrl(deps)}/linear/callback`;

/**
 * The app's `action` (Chatwoot's build_linear_action): Linear's authorize URL with a signed state naming the
 * account and the administrator; null when Linear is not configured or the member may not connect apps.
 */
export const linearAuthorizeUrl = async (deps: TDeps, m: TMembership) => {
  const { clientId, authorizeUrl } = deps.config.linear;
  if (!clientId || m.role !== 'administrator') return null;
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: linearRedirectUri(deps),
    state: await signLinearState(deps, m.accountId, m.accountUser.userId),
    scope: 'read,write',
    prompt: 'consent',
    actor: 'app',
  }).toString();
  return url.toString();
};
