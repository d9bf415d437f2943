import type { TConfig } from '../../../config.ts';
import { publicUrl, type TDeps } from '../../../deps.ts';

/** The bot scopes the Slack app asks for (Chatwoot's apps.yml): post as people, read channels, users and files. */
export const SLACK_SCOPES = [
  'commands',
  'chat:write',
  'chat:write.customize',
  'chat:write.public',
  'channels:read',
  'channels:history',
  'groups:read',
  'groups:history',
  'users:read',
  'users:read.email',
  'files:read',
  'files:write',
].join(',');

export const slackConfigOf = (config: TConfig) => config.messaging.slack;

/** Slack is offered once the installation has the Slack app's client id and secret. */
export const isSlackConfigured = (config: TConfig) =>
  !!config.messaging.slack.clientId && !!config.messaging.slack.clientSecret;

/** Where Slack sends the administrator back with `?code=`: the account's settings/integrations/slack page. */
export const slackRedirectUri = (deps: TDeps, accountId: number) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/integrations/slack`;

/** Slack's OAuth v2 authorize page for this account (the Connect button's target). */
export const slackAuthorizeUrl = (deps: TDeps, accountId: number) => {
  const s = slackConfigOf(deps.config);
  const url = new URL(s.oauthUrl);
  url.searchParams.set('client_id', s.clientId ?? '');
  url.searchParams.set('scope', SLACK_SCOPES);
  url.searchParams.set('redirect_uri', slackRedirectUri(deps, accountId));
  return url.toString();
};
