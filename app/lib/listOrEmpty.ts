import { isSignedOutCode } from '../../common/errors.ts';
import { isApiError } from './api.ts';

/**
 * Side lists (inboxes, labels, teams, folders…) fail quietly (part 2 §8: "most list fetch
 * failures are swallowed"): anything but a lost session reads as an empty list (a 401 with
 * code `forbidden` is "not allowed", not a lost session).
 */
export const listOrEmpty = async <T>(load: () => Promise<T[]>): Promise<T[]> => {
  try {
    return await load();
  } catch (err) {
    if (isApiError(err) && isSignedOutCode(err.code)) throw err;
    return [];
  }
};
