import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { useToast } from '../../components/useToast.ts';
import { NOTIFICATION_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { registerConversationRealtime, ConversationView, useWorkspaceShortcuts } from '../conversations/index.ts';
import { pathTo } from '../navigation/index.ts';
import { InboxViewList } from './InboxViewList.tsx';
import {
  DEFAULT_INBOX_VIEW_FILTERS,
  fetchInboxViewPage,
  inboxViewKey,
  nextInboxViewPage,
  notificationActions,
  type TInboxViewFilters,
} from './inboxViewQueries.ts';
import { notificationKeys } from './notificationQueries.ts';
import { conversationIdOf } from './notificationPanelQueries.ts';

const focusItem = (id: number) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-notification-id="${id}"]`)?.focus());

/**
 * inbox_view and inbox_view_conversation (part 2 §2): the member's notifications on the left, the
 * conversation of the open one on the right with the whole workspace. Opening one marks it read;
 * Up/Down on the list and Alt+J/Alt+K step through it; new notifications arrive by realtime.
 */
export const InboxViewPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account, user } = useCurrentAccount();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const params = useParams();
  const activeId = params.notification_id ? Number(params.notification_id) : undefined;
  const [filters, setFilters] = useState<TInboxViewFilters>(DEFAULT_INBOX_VIEW_FILTERS);
  const [showPanel, setShowPanel] = useState(true);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { confirm, dialogProps } = useConfirmation();

  useEffect(
    () => registerConversationRealtime({ userId: user.id, queryClient: qc, accountId: account.id }),
    [user.id, account.id, qc],
  );

  const query = useInfiniteQuery({
    queryKey: inboxViewKey(account.id, filters),
    queryFn: ({ pageParam }) => fetchInboxViewPage(account.id, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextInboxViewPage,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.payload) ?? [], [query.data]);
  // The open one stays open when a filter hides it (e.g. read ones hidden and it was just read).
  const [held, setHeld] = useState<TNotification | undefined>(undefined);
  const found = items.find((n) => n.id === activeId);
  if (found && found !== held) setHeld(found);
  const active = found ?? (held?.id === activeId ? held : undefined);
  const conversationId = active ? conversationIdOf(active) : null;

  const refresh = () => qc.invalidateQueries({ queryKey: notificationKeys.all(account.id) });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast.show(done, 'success');
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
    await refresh();
  };

  // Opening one marks it read (part 2 §4), also when the page is opened on it; once per opening, so
  // "mark as unread" on the open one sticks.
  const activeKnown = active !== undefined;
  const activeUnread = active?.read_at === null;
  const readOnOpen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (activeId === undefined || !activeKnown || readOnOpen.current === activeId) return;
    readOnOpen.current = activeId;
    if (!activeUnread) return;
    notificationActions
      .read(account.id, activeId)
      .then(() => qc.invalidateQueries({ queryKey: notificationKeys.all(account.id) }))
      .catch(() => undefined);
  }, [activeId, activeKnown, activeUnread, account.id, qc]);

  const open = (n: TNotification) => {
    trackEvent(NOTIFICATION_EVENTS.openConversation, { notificationType: n.notification_type, from: 'inbox_view' });
    void navigate(pathTo(account.id, 'inbox_view_conversation', { notification_id: n.id }));
  };
  const leave = () => void navigate(pathTo(account.id, 'inbox_view'));
  const step = (by: 1 | -1) => {
    const at = activeId === undefined ? -1 : items.findIndex((n) => n.id === activeId);
    const next = items[at + by] ?? (at === -1 ? items[0] : undefined);
    if (!next) return;
    open(next);
    focusItem(next.id);
  };
  useWorkspaceShortcuts({ previous: () => step(-1), next: () => step(1) });

  const actionsFor = (n: TNotification) => ({
    onOpen: () => open(n),
    onStep: step,
    onToggleRead: () =>
      void run(async () => {
        if (n.read_at !== null) return notificationActions.unread(account.id, n.id);
        await notificationActions.read(account.id, n.id);
        trackEvent(NOTIFICATION_EVENTS.markRead, { notificationType: n.notification_type });
      }),
    onSnooze: (until: Date) =>
      void run(() => notificationActions.snooze(account.id, n.id, until), t('inboxView.snoozedToast')),
    onDelete: () => {
      if (n.id === activeId) leave();
      void run(() => notificationActions.remove(account.id, n.id), t('inboxView.deletedToast'));
    },
  });
  const destroyAll = async (onlyRead: boolean) => {
    const ok = await confirm({
      title: onlyRead ? t('inboxView.confirmDeleteReadTitle') : t('inboxView.confirmDeleteAllTitle'),
      description: onlyRead ? t('inboxView.confirmDeleteReadBody') : t('inboxView.confirmDeleteAllBody'),
      confirmLabel: t('inboxView.confirmDelete'),
      cancelLabel: t('inboxView.cancel'),
      danger: true,
    });
    if (!ok) return;
    if (!onlyRead || active?.read_at !== null) leave();
    await run(() => notificationActions.destroyAll(account.id, onlyRead), t('inboxView.deletedAllToast'));
  };

  const hasOpen = activeId !== undefined;
  return (
    <div className="flex h-full min-h-0 flex-1">
      <title>{`${t('inboxView.title')} · ${t('app.name')}`}</title>
      <div className={isMobile ? (hasOpen ? 'hidden' : 'flex min-w-0 flex-1') : 'contents'}>
        <InboxViewList
          filters={filters}
          onFilters={setFilters}
          items={items}
          isPending={query.isPending}
          hasMore={query.hasNextPage}
          onMore={() => void query.fetchNextPage()}
          activeId={activeId}
          actionsFor={actionsFor}
          onDestroyAll={(onlyRead) => void destroyAll(onlyRead)}
        />
      </div>
      {isMobile && !hasOpen ? null : (
        <section
          className="flex min-w-0 flex-1 flex-col bg-white dark:bg-slate-900"
          aria-label={t('conversations.detailRegion')}
        >
          {conversationId ? (
            <ConversationView
              key={conversationId}
              conversationId={conversationId}
              showPanel={showPanel}
              onTogglePanel={() => setShowPanel((v) => !v)}
              onResolvedNext={() => step(1)}
              onLeave={leave}
              onBack={isMobile ? leave : undefined}
            />
          ) : (
            <div className="flex flex-1 items-center justify-center">
              <EmptyState
                icon="inboxView"
                title={hasOpen && !query.isPending ? t('inboxView.missingTitle') : t('inboxView.pickTitle')}
                body={hasOpen && !query.isPending ? t('inboxView.missingBody') : t('inboxView.pickBody')}
              />
            </div>
          )}
        </section>
      )}
      <ConfirmDialog {...dialogProps} />
    </div>
  );
};
