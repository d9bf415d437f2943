import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { NARROW_QUERY, useMediaQuery } from '../../lib/useMediaQuery.ts';
import { withLaterCatalogue } from '../../lib/i18n.ts';
import { useAccountFeatures, useCurrentAccount } from '../accounts/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { loadDashboardAppTabs, useDashboardApps } from '../integrations/index.ts';
import { AttachmentGallery } from './AttachmentGallery.tsx';
import { patchConversation } from './cachePatch.ts';
import { ConversationHeader } from './ConversationHeader.tsx';
import { updateLastSeen } from './conversationsApi.ts';
import { MessageList } from './MessageList.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { TypingIndicator } from './TypingIndicator.tsx';
import { useConversationActions } from './useConversationActions.ts';
import { useConversationDetail } from './useConversation.ts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';

// The contact panel (with its attributes, notes, previous conversations) follows the messages.
const ContactPanel = lazy(() => import('./ContactPanel.tsx').then((m) => ({ default: m.ContactPanel })));
// Dashboard apps' tabs and frames: their own chunk, fetched only when the account has dashboard apps.
const DashboardAppTabs = lazy(() => loadDashboardAppTabs().then((m) => ({ default: m.DashboardAppTabs })));
const DashboardAppFrame = lazy(() => loadDashboardAppTabs().then((m) => ({ default: m.DashboardAppFrame })));

// Captain's copilot: its own chunk with the later words, fetched when the agent opens it.
const CopilotPanel = lazy(() =>
  withLaterCatalogue(import('./copilot/CopilotPanel.tsx')).then((m) => ({ default: m.CopilotPanel })),
);

/** The local unread count drops this long after the read is sent (part 2 §4). */
export const MARK_READ_DELAY_MS = 4000;

/** The open conversation: header, messages, typing, reply box, and the contact side panel. */
export const ConversationView = ({
  conversationId,
  showPanel,
  onTogglePanel,
  onResolvedNext,
  onLeave,
  onBack,
}: {
  onLeave: () => void;
  /** Phones: the conversation fills the screen and this returns to the list. */
  onBack?: () => void;
  conversationId: number;
  showPanel: boolean;
  onTogglePanel: () => void;
  onResolvedNext: () => void;
}) => {
  const { t } = useTranslation();
  const { account, user } = useCurrentAccount();
  const qc = useQueryClient();
  const detail = useConversationDetail(account.id, conversationId);
  const inboxes = useInboxes(account.id).data ?? [];
  const actions = useConversationActions(conversationId);
  const unread = detail.data?.unread_count ?? 0;
  const dashboardApps = useDashboardApps(account.id).data ?? [];
  const [appTab, setAppTab] = useState<number | null>(null);
  const dashboardApp = dashboardApps.find((a) => a.id === appTab);
  // Narrow screens have no room beside the messages: the contact panel opens as a drawer, closed at first.
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelShown = isNarrow ? drawerOpen : showPanel;
  const togglePanel = isNarrow ? () => setDrawerOpen((v) => !v) : onTogglePanel;
  const [copilotOpen, setCopilotOpen] = useState(false);
  const copilotOn = useAccountFeatures().captain_integration !== false;
  const closeCopilot = () => {
    setCopilotOpen(false);
    document.getElementById('copilot-toggle')?.focus();
  };
  // Alt+O toggles whichever the width shows: the panel beside the messages, or the drawer.
  useWorkspaceShortcuts({ toggleSidebar: togglePanel });

  // Opening (and every new unread message while open) marks it read.
  useEffect(() => {
    if (!detail.data) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    updateLastSeen(account.id, conversationId)
      .then(() => {
        timer = setTimeout(
          () => patchConversation(qc, account.id, user.id, conversationId, { unread_count: 0 }),
          MARK_READ_DELAY_MS,
        );
      })
      .catch(() => undefined);
    return () => clearTimeout(timer);
  }, [account.id, conversationId, qc, user.id, unread, detail.data === undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  if (detail.isPending)
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('conversations.loading')} />
      </div>
    );
  if (detail.isError)
    return <LoadErrorScreen message={apiErrorMessage(detail.error, t)} onRetry={() => void detail.refetch()} />;
  const c = detail.data;
  return (
    <AttachmentGallery accountId={account.id} conversationId={c.id}>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <ConversationHeader
            accountId={account.id}
            conversation={c}
            inboxName={inboxes.find((i) => i.id === c.inbox_id)?.name}
            actions={actions}
            onResolvedNext={onResolvedNext}
            onTogglePanel={togglePanel}
            showPanel={panelShown}
            onMarkedUnread={onLeave}
            onBack={onBack}
            copilot={copilotOn ? { open: copilotOpen, toggle: () => setCopilotOpen((v) => !v) } : undefined}
          />
          {dashboardApps.length ? (
            <Suspense fallback={null}>
              <DashboardAppTabs apps={dashboardApps} selected={dashboardApp?.id ?? null} onSelect={setAppTab} />
            </Suspense>
          ) : null}
          {dashboardApp ? (
            <Suspense fallback={null}>
              <DashboardAppFrame
                app={dashboardApp}
                context={{
                  conversation: c,
                  contact: c.meta.sender,
                  currentAgent: { id: user.id, name: user.name, email: user.email },
                }}
              />
            </Suspense>
          ) : (
            <>
              <MessageList accountId={account.id} conversation={c} />
              <TypingIndicator accountId={account.id} conversationId={c.id} />
              <ReplyBox accountId={account.id} conversation={c} />
            </>
          )}
        </div>
        {/* The copilot takes the contact panel's place while it is open. */}
        {!isNarrow && copilotOn && copilotOpen ? (
          <Suspense fallback={null}>
            <CopilotPanel key={c.id} accountId={account.id} conversationId={c.id} onClose={closeCopilot} />
          </Suspense>
        ) : !isNarrow && showPanel ? (
          <Suspense fallback={null}>
            <ContactPanel accountId={account.id} conversation={c} actions={actions} />
          </Suspense>
        ) : null}
      </div>
      <Modal
        show={isNarrow && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        type="right-aligned"
        size="max-w-[20rem]"
        label={t('conversations.panel.label')}
      >
        <Suspense fallback={null}>
          <ContactPanel accountId={account.id} conversation={c} actions={actions} isDrawer />
        </Suspense>
      </Modal>
      {isNarrow && copilotOn && copilotOpen ? (
        <Modal
          show
          onClose={closeCopilot}
          type="right-aligned"
          size="max-w-[22rem]"
          labelledBy="copilot-title"
          showCloseButton={false}
        >
          <Suspense fallback={null}>
            <CopilotPanel key={c.id} accountId={account.id} conversationId={c.id} onClose={closeCopilot} isDrawer />
          </Suspense>
        </Modal>
      ) : null}
    </AttachmentGallery>
  );
};
