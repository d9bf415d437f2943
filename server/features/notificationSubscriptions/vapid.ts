import type { TDb } from '../../db/client.ts';
import { insertVapidKeysIfMissing, type TVapidKeys } from './notificationSubscriptions.repo.ts';

/**
 * The installation's VAPID key pair (web push's application server key), made at the first start and
 * kept in installation_configs, so every node signs with the same key and browsers' subscriptions stay
 * valid across restarts. The private key never leaves the server and is never logged; the public one
 * is the SPA's applicationServerKey (GET /api/v1/installation → vapid_public_key).
 */
const CONFIG_NAME = 'VAPID_KEYS';
const cache = new WeakMap<TDb, Promise<TVapidKeys>>();

export const vapidKeys = (db: TDb): Promise<TVapidKeys> => {
  let keys = cache.get(db);
  if (!keys) {
    // web-push loads when the keys are first needed, not with the server (start-up memory).
    keys = import('web-push').then(({ default: webpush }) => {
      const fresh = webpush.generateVAPIDKeys();
      return insertVapidKeysIfMissing(db, CONFIG_NAME, { public_key: fresh.publicKey, private_key: fresh.privateKey });
    });
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
};
