import { isSignedOutCode } from '../../../common/errors.ts';
import { api, isApiError } from '../../lib/api.ts';

export const notificationKeys = {
  all: (accountId: number) => ['accounts', accountId, 'notifications'] as const,
  unreadCount: (accountId: number) => [...notificationKeys.all(accountId), 'unreadCount'] as const,
  lists: (accountId: number) => [...notificationKeys.all(accountId), 'list'] as const,
};

/** GET …/notifications/unread_count answers a bare JSON number; a missing endpoint counts as none. */
export const fetchUnreadCount = async (accountId: number): Promise<number> => {
  try {
    const count = await api<unknown>(`/api/v1/accounts/${accountId}/notifications/unread_count`, {
      contract: 'unreadCount',
    });
    return typeof count === 'number' ? count : 0;
  } catch (err) {
    if (isApiError(err) && isSignedOutCode(err.code)) throw err;
    return 0;
  }
};
