import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { pathTo } from '../navigation/routeTable.ts';
import { unreadBadge } from '../navigation/primaryMenu.ts';
import { useUnreadCount } from '../notifications/useUnreadCount.ts';
import { PrimaryNavLink } from './PrimaryNavLink.tsx';

/** The bell: unread notifications of this account, 99+ from 100 on; opens the notifications page. */
export const NotificationBell = ({ isActive, onNavigate }: { isActive: boolean; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const count = useUnreadCount(account.id).data ?? 0;
  return (
    <PrimaryNavLink
      to={pathTo(account.id, 'notifications_index')}
      icon="bell"
      label={t('shell.notifications')}
      isActive={isActive}
      badge={unreadBadge(count)}
      onNavigate={onNavigate}
    />
  );
};
