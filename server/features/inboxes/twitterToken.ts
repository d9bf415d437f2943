import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import type { TChannelRowOf } from './channels.repo.ts';

export type TTwitterChannel = TChannelRowOf<'Channel::TwitterProfile'>;

/**
 * The X access token and its secret are sealed at rest (AES-GCM under a key of their own, bound to the X user
 * id, so a sealed value copied onto another channel does not open). Only the adapters open them, per call.
 */
const PURPOSE = 'twitter-access-token';
const contextOf = (profileId: string, part: 'token' | 'secret') => `twitter:${profileId}:${part}`;

export const sealTwitterTokens = async (deps: TDeps, profileId: string, token: string, secret: string) => {
  const key = await appKey(deps, PURPOSE);
  return {
    twitterAccessToken: sealSecret(key, token, contextOf(profileId, 'token')),
    twitterAccessTokenSecret: sealSecret(key, secret, contextOf(profileId, 'secret')),
  };
};

/** The channel with its tokens opened, for one provider call (never stored or presented). */
export const openTwitterChannel = async (deps: TDeps, ch: TTwitterChannel): Promise<TTwitterChannel> => {
  const key = await appKey(deps, PURPOSE);
  return {
    ...ch,
    twitterAccessToken: openSecret(key, ch.twitterAccessToken, contextOf(ch.profileId, 'token')),
    twitterAccessTokenSecret: openSecret(key, ch.twitterAccessTokenSecret, contextOf(ch.profileId, 'secret')),
  };
};
