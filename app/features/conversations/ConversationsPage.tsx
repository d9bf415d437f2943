import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TConversationSort, TConversationStatus } from '../../../common/contracts/conversations.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useCustomFilters } from '../customFilters/index.ts';
import { pathTo, useCurrentRouteName } from '../navigation/index.ts';
import { SKIP_TARGETS } from '../orientation/index.ts';
import { registerConversationRealtime } from './conversationRealtime.ts';
import { routeStateOf } from './conversationRoutes.ts';
import { ASSIGNEE_TABS, type TAssigneeTab, type TFilterRow, type TListFilters } from './conversationTypes.ts';
import { ConversationListPane } from './ConversationListPane.tsx';
import { ConversationView } from './ConversationView.tsx';
import { rowsOfQuery } from './filterQuery.ts';
import { useConversationList } from './useConversationList.ts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';
import { loadOnboardingChecklist } from '../onboarding/index.ts';

// The first-run checklist is for a new account's administrator only: it loads when shown.
const OnboardingChecklist = lazy(() => loadOnboardingChecklist().then((m) => ({ default: m.OnboardingChecklist })));

/** Every conversation route (lists and their detail variants): the list pane beside the open conversation. */
export const ConversationsPage = () => {
  const { t } = useTranslation();
  const { account, user } = useCurrentAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routeName = useCurrentRouteName() ?? 'home';
  const params = useParams();
  const state = routeStateOf(routeName, params);
  const [tab, setTab] = useState<TAssigneeTab>('me');
  const [status, setStatus] = useState<TConversationStatus | 'all'>('open');
  const [sortBy, setSortBy] = useState<TConversationSort>('last_activity_at_desc');
  const [applied, setApplied] = useState<TFilterRow[]>([]);
  const [showPanel, setShowPanel] = useState(true);
  // Phones: the list alone, or the open conversation alone with a way back.
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const hasOpen = state.conversationId !== undefined;

  useEffect(
    () => registerConversationRealtime({ userId: user.id, queryClient, accountId: account.id }),
    [user.id, account.id, queryClient],
  );

  const folders = useCustomFilters(account.id, 'conversation').data;
  const folder = state.folderId ? folders?.find((f) => f.id === state.folderId) : undefined;
  const folderRows = useMemo(() => (folder ? rowsOfQuery(folder.query) : undefined), [folder]);

  const filters = useMemo<TListFilters>(
    () => ({
      view: state.routes.view,
      assigneeType: tab,
      status,
      sortBy,
      ...(state.inboxId && { inboxId: state.inboxId }),
      ...(state.label && { label: state.label }),
      ...(state.teamId && { teamId: state.teamId }),
      ...(state.folderId && { folderId: state.folderId }),
      ...(folderRows?.length ? { query: folderRows } : applied.length ? { query: applied } : {}),
    }),
    [
      state.routes.view,
      state.inboxId,
      state.label,
      state.teamId,
      state.folderId,
      tab,
      status,
      sortBy,
      applied,
      folderRows,
    ],
  );
  const list = useConversationList(account.id, filters, state.routes.view !== 'folder' || folder !== undefined);

  const openConversation = (id: number) =>
    void navigate(
      pathTo(account.id, state.routes.detail, { ...state.viewParams, [state.routes.conversationParam]: id }),
    );
  const step = (by: 1 | -1) => {
    const ids = list.conversations.map((c) => c.id);
    const at = state.conversationId ? ids.indexOf(state.conversationId) : -1;
    const next = ids[at + by] ?? (at === -1 ? ids[0] : undefined);
    if (next) openConversation(next);
  };
  // Alt+O (toggleSidebar) belongs to the open conversation (ConversationView): a panel beside it or a drawer.
  useWorkspaceShortcuts({
    previous: () => step(-1),
    next: () => step(1),
    nextTab: () => setTab((cur) => ASSIGNEE_TABS[(ASSIGNEE_TABS.indexOf(cur) + 1) % ASSIGNEE_TABS.length]!),
  });

  const leave = () => void navigate(pathTo(account.id, state.routes.list, state.viewParams));
  return (
    <div className="flex h-full min-h-0 flex-1">
      {/* `contents` leaves the desktop layout as it was; on phones the list fills the screen or steps aside. */}
      <div className={isMobile ? (hasOpen ? 'hidden' : 'flex min-w-0 flex-1 *:max-w-none *:border-e-0') : 'contents'}>
        <ConversationListPane
          accountId={account.id}
          title={folder?.name}
          folder={folder}
          folderRows={folderRows}
          state={state}
          filters={filters}
          list={list}
          tab={tab}
          onTab={setTab}
          onStatus={setStatus}
          onSort={setSortBy}
          applied={applied}
          onApply={setApplied}
          activeId={state.conversationId}
          onOpen={openConversation}
        />
      </div>
      {isMobile && !hasOpen ? null : (
        <section
          id={SKIP_TARGETS.conversation}
          className="flex min-w-0 flex-1 flex-col bg-white dark:bg-slate-900"
          aria-label={t('conversations.detailRegion')}
        >
          {state.conversationId ? (
            <ConversationView
              key={state.conversationId}
              conversationId={state.conversationId}
              showPanel={showPanel}
              onTogglePanel={() => setShowPanel((v) => !v)}
              onResolvedNext={() => step(1)}
              onLeave={leave}
              onBack={isMobile ? leave : undefined}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-6 p-6">
              {routeName === 'home' ? (
                <Suspense fallback={null}>
                  <OnboardingChecklist />
                </Suspense>
              ) : null}
              <EmptyState icon="chat" title={t('conversations.pickTitle')} body={t('conversations.pickBody')} />
            </div>
          )}
        </section>
      )}
    </div>
  );
};
