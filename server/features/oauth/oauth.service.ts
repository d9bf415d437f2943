import {
  CHANNEL_TYPES,
  type TFacebookPage,
  type TInboxProviders,
  type TReauthorizePageRequest,
  type TRegisterFacebookPageRequest,
} from '../../../common/contracts/inboxes.ts';
import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as channels from '../inboxes/index.ts';
import { reconnectChannel } from './reconnect.ts';
import * as inboxRepo from '../inboxes/index.ts';
import { show as showInbox } from '../inboxes/index.ts';
import { longLivedToken, managedPages, subscribePage } from './facebookGraph.ts';
import { findFacebookPage, listFacebookPageIds } from './oauth.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const notConfigured = (provider: string) =>
  new AppError('provider_not_configured', errorText('providerNotConfigured', { provider }));

/** What the channel forms need to know: which providers have credentials here (public ids only). */
export const providers = (deps: TDeps): TInboxProviders => {
  const p = deps.config.providers;
  return {
    facebook: p.facebook.appId
      ? { app_id: p.facebook.appId, api_version: p.facebook.apiVersion, sdk_url: p.facebook.sdkUrl }
      : null,
    instagram: Boolean(p.instagram.appId && p.instagram.appSecret),
    twitter: Boolean(p.twitter.consumerKey && p.twitter.consumerSecret),
    microsoft: Boolean(p.azureAppId),
    google: Boolean(p.googleOauthClientId),
  };
};

const facebookConfig = (deps: TDeps) => {
  const fb = deps.config.providers.facebook;
  if (!fb.appId) throw notConfigured('Facebook');
  return fb;
};

const existingPageIds = async (deps: TDeps, accountId: number) =>
  new Set(await listFacebookPageIds(deps.db, accountId));

/** POST callbacks/facebook_pages: the pages the token's user manages, marking those already connected. */
export const facebookPages = async (deps: TDeps, m: TMembership, token: string) => {
  const fb = facebookConfig(deps);
  const userAccessToken = await longLivedToken(fb, token);
  const [pages, existing] = await Promise.all([managedPages(fb, userAccessToken), existingPageIds(deps, m.accountId)]);
  const page_details: TFacebookPage[] = pages.map((p) => ({ ...p, exists: existing.has(p.id) }));
  return { data: { page_details, user_access_token: userAccessToken } };
};

/** POST callbacks/register_facebook_page: the page's channel and its inbox. */
export const registerFacebookPage = async (deps: TDeps, m: TMembership, input: TRegisterFacebookPageRequest) => {
  const fb = facebookConfig(deps);
  if (await findFacebookPage(deps.db, m.accountId, input.page_id))
    throw AppError.invalid('page_id', errorText('pageHasInbox'));
  // Without the subscription Meta sends the page's messages nowhere: a refusal stops the inbox being made.
  await subscribePage(fb, input.page_id, input.page_access_token);
  const inbox = await deps.db.transaction(async (tx) => {
    const channel = await channels.insertChannel(tx, CHANNEL_TYPES.facebook, {
      accountId: m.accountId,
      pageId: input.page_id,
      pageAccessToken: input.page_access_token,
      userAccessToken: input.user_access_token,
    });
    const row = await inboxRepo.insertInbox(tx, {
      accountId: m.accountId,
      name: input.inbox_name,
      channelType: CHANNEL_TYPES.facebook,
      channelId: channel.id,
    });
    await invalidateCache(tx, m.accountId, 'inbox');
    return row;
  });
  return showInbox(deps, m, inbox.id);
};

/**
 * POST callbacks/reauthorize_page: after Facebook refused the page token, a new login's token gives the
 * page's new token (the same page must be among the user's pages). The inbox, its conversations and its
 * contacts stay; the flag clears and the page is subscribed again.
 */
export const reauthorizeFacebookPage = async (deps: TDeps, m: TMembership, input: TReauthorizePageRequest) => {
  const fb = facebookConfig(deps);
  const inbox = await channels.getInbox(deps, m, input.inbox_id);
  const channel = await channels.findChannel(deps.db, inbox.channelType, inbox.channelId);
  if (inbox.channelType !== CHANNEL_TYPES.facebook || !channel || !('pageId' in channel))
    throw AppError.invalid('inbox_id', errorText('notAFacebookInbox'));
  const userAccessToken = await longLivedToken(fb, input.omniauth_token);
  const page = (await managedPages(fb, userAccessToken)).find((p) => p.id === channel.pageId);
  if (!page) throw AppError.invalid('omniauth_token', errorText('pageNotManaged'));
  await subscribePage(fb, page.id, page.access_token);
  await reconnectChannel(
    deps,
    m,
    {
      channelType: inbox.channelType,
      channelId: inbox.channelId,
      wasFlagged: channel.reauthorizationRequiredAt !== null,
      inbox,
    },
    { pageAccessToken: page.access_token, userAccessToken },
  );
  return showInbox(deps, m, inbox.id);
};
