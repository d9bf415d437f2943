import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type TNotificationType } from '../../../common/notifications.ts';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuGroupLabel } from '../../components/MenuGroupLabel.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuSeparator } from '../../components/MenuSeparator.tsx';
import { MenuSwitchItem } from '../../components/MenuSwitchItem.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MenuPopover } from '../conversations/index.ts';
import { InboxViewItem, type TInboxViewItemActions } from './InboxViewItem.tsx';
import type { TInboxViewFilters } from './inboxViewQueries.ts';

const TYPES = Object.keys(NOTIFICATION_TYPES) as TNotificationType[];

interface TProps {
  filters: TInboxViewFilters;
  onFilters: (f: TInboxViewFilters) => void;
  items: TNotification[];
  isPending: boolean;
  hasMore: boolean;
  onMore: () => void;
  activeId: number | undefined;
  actionsFor: (n: TNotification) => TInboxViewItemActions;
  onDestroyAll: (onlyRead: boolean) => void;
}

/** The inbox view's left pane: title, display options, bulk delete, and the notifications. */
export const InboxViewList = ({
  filters,
  onFilters,
  items,
  isPending,
  hasMore,
  onMore,
  activeId,
  actionsFor,
  onDestroyAll,
}: TProps) => {
  const { t } = useTranslation();
  const set = (patch: Partial<TInboxViewFilters>) => onFilters({ ...filters, ...patch });
  const typeLabel = (type: TNotificationType) => t(`inboxView.types.${type}`);
  return (
    <section
      aria-labelledby="inbox-view-title"
      className="flex w-full min-w-0 flex-col border-e border-slate-200 bg-white md:w-96 md:shrink-0 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-center gap-1 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h1 id="inbox-view-title" className="flex-1 text-lg font-semibold text-slate-900 dark:text-white">
          {t('inboxView.title')}
        </h1>
        <MenuPopover label={t('inboxView.display')} trigger={<Icon name="chevronUpDown" className="size-4" />}>
          {() => (
            <>
              <MenuGroupLabel id="inbox-view-sort">{t('inboxView.sort')}</MenuGroupLabel>
              <div role="group" aria-labelledby="inbox-view-sort">
                {(['desc', 'asc'] as const).map((sort) => (
                  <MenuItem key={sort} checked={filters.sort === sort} onClick={() => set({ sort })}>
                    {t(`inboxView.sortOrder.${sort}`)}
                  </MenuItem>
                ))}
              </div>
              <MenuSeparator />
              <MenuSwitchItem checked={filters.showRead} onChange={(showRead) => set({ showRead })}>
                {t('inboxView.showRead')}
              </MenuSwitchItem>
              <MenuSwitchItem checked={filters.showSnoozed} onChange={(showSnoozed) => set({ showSnoozed })}>
                {t('inboxView.showSnoozed')}
              </MenuSwitchItem>
              <MenuSeparator />
              <MenuGroupLabel id="inbox-view-type">{t('inboxView.type')}</MenuGroupLabel>
              <div role="group" aria-labelledby="inbox-view-type">
                <MenuItem checked={filters.type === 'all'} onClick={() => set({ type: 'all' })}>
                  {t('inboxView.allTypes')}
                </MenuItem>
                {TYPES.map((type) => (
                  <MenuItem key={type} checked={filters.type === type} onClick={() => set({ type })}>
                    {typeLabel(type)}
                  </MenuItem>
                ))}
              </div>
            </>
          )}
        </MenuPopover>
        <MenuPopover label={t('inboxView.bulk')} trigger={<Icon name="dots" className="size-4" />}>
          {(close) => (
            <>
              <MenuItem
                icon="trash"
                onClick={() => {
                  close();
                  onDestroyAll(true);
                }}
              >
                {t('inboxView.deleteRead')}
              </MenuItem>
              <MenuItem
                icon="trash"
                tone="danger"
                onClick={() => {
                  close();
                  onDestroyAll(false);
                }}
              >
                {t('inboxView.deleteAll')}
              </MenuItem>
            </>
          )}
        </MenuPopover>
      </header>
      {filters.type !== 'all' ? (
        <p className="border-b border-slate-100 px-4 py-1.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
          {t('inboxView.onlyType', { type: typeLabel(filters.type) })}
        </p>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label={t('notificationPanel.loading')} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon="bell" title={t('inboxView.emptyTitle')} body={t('inboxView.emptyBody')} />
        ) : (
          <ul aria-label={t('inboxView.listLabel')}>
            {items.map((n) => (
              <InboxViewItem key={n.id} notification={n} active={n.id === activeId} actions={actionsFor(n)} />
            ))}
          </ul>
        )}
        {hasMore ? (
          <div className="flex justify-center p-3">
            <Button size="sm" variant="secondary" onClick={onMore}>
              {t('inboxView.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
};
