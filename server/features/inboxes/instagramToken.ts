import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import type { TChannelRowOf } from './channels.repo.ts';

export type TInstagramChannel = TChannelRowOf<'Channel::Instagram'>;

/**
 * The Instagram token is sealed at rest (AES-GCM under a key of its own, bound to the Instagram account id,
 * so a sealed value copied onto another channel does not open). Only the adapters open it, per call.
 */
const PURPOSE = 'instagram-access-token';
const contextOf = (instagramId: string) => `instagram:${instagramId}`;

export const sealInstagramToken = async (deps: TDeps, instagramId: string, token: string) =>
  sealSecret(await appKey(deps, PURPOSE), token, contextOf(instagramId));

/** The channel with its token opened, for one provider call (never stored or presented). */
export const openInstagramChannel = async (deps: TDeps, ch: TInstagramChannel): Promise<TInstagramChannel> => ({
  ...ch,
  accessToken: openSecret(await appKey(deps, PURPOSE), ch.accessToken, contextOf(ch.instagramId)),
});
