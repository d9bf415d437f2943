import { ATTACHMENT_MAX_BYTES } from '../../../common/contracts/conversationsActions.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { providerDownload, ProviderError } from '../../lib/providerHttp.ts';
import { setContactAvatarUnlessSet } from './contactAvatar.repo.ts';

/**
 * A new provider contact's picture (Messenger's profile_pic): downloaded through the outbound guard (the
 * URL came from the provider's answer, so it must reach a public address), stored as the contact's avatar
 * unless someone set one meanwhile.
 */
export const contactAvatarJob = defineJob<{ accountId: number; contactId: number; url: string }>(
  'providers.contact_avatar',
  async (data, ctx) => {
    const { deps } = ctx;
    let bytes: Buffer;
    try {
      ({ bytes } = await providerDownload(
        data.url,
        {},
        {
          timeoutMs: Math.max(deps.config.messaging.timeoutMs, 30_000),
          maxBytes: Math.min(ATTACHMENT_MAX_BYTES, 5 * 1024 * 1024),
          policy: outboundPolicy(deps.config),
          trustedOrigins: [],
        },
      ));
    } catch (err) {
      if (err instanceof ProviderError && err.isPermanent) throw new PermanentJobError(err.message);
      throw err;
    }
    let key: string;
    try {
      key = await deps.uploads.saveImage('contacts', bytes, 'avatar');
    } catch {
      throw new PermanentJobError('The profile picture is not an image');
    }
    if (!(await setContactAvatarUnlessSet(deps.db, data.accountId, data.contactId, key)))
      await deps.uploads.remove(key);
  },
  { maxAttempts: 3 },
);
