import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useConversationViewers } from './useConversationViewers.ts';

/** "Also viewing": the other agents who have this conversation open right now (collision notice). */
export const ViewersNotice = ({
  accountId,
  conversationId,
  selfId,
}: {
  accountId: number;
  conversationId: number;
  selfId: number;
}) => {
  const { t } = useTranslation();
  const viewers = useConversationViewers(accountId, conversationId, selfId);
  if (!viewers.length) return null;
  const names = viewers.map((v) => v.name).join(', ');
  return (
    <div
      role="status"
      aria-label={t('collision.viewing', { names, count: viewers.length })}
      title={t('collision.viewing', { names, count: viewers.length })}
      className="flex items-center gap-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {/* Up to 1440 px wide (below 1441) the pill is an icon and a count, so the contact and inbox keep their room. */}
      <span className="flex -space-x-1.5 max-[1441px]:hidden rtl:space-x-reverse">
        {viewers.slice(0, 3).map((v) => (
          <Avatar
            key={v.id}
            name={v.name}
            src={v.thumbnail || null}
            size="sm"
            className="size-5 text-[9px] ring-2 ring-amber-50 dark:ring-amber-950"
          />
        ))}
      </span>
      <Icon name="users" className="hidden size-3.5 max-[1441px]:block" />
      <span className="max-[1441px]:hidden">{t('collision.short', { count: viewers.length })}</span>
      <span className="hidden max-[1441px]:inline" aria-hidden="true">
        {viewers.length}
      </span>
    </div>
  );
};
