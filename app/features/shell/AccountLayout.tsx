import { BrandLogo } from '../auth/index.ts';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { chosenLanguage, i18nLanguageOf, withLaterCatalogue } from '../../lib/i18n.ts';
import { preferredLanguage } from '../../lib/preferredLanguage.ts';
import {
  setActiveAccount,
  loadAccountSelectorDialog,
  loadCreateAccountDialog,
  useAccountDetails,
  useCurrentAccount,
} from '../accounts/index.ts';
import { BannerStack } from '../banners/index.ts';
import { VIEW_ROUTES, useOutboxFlush } from '../conversations/index.ts';
import { routeByName, useCurrentRouteName } from '../navigation/index.ts';
import { useUnreadCount } from '../notifications/index.ts';
import {
  composeTitle,
  useDocumentTitle,
  usePageTitlePart,
  loadNewMessageAnnouncer,
  SKIP_TARGETS,
  SkipLinks,
} from '../orientation/index.ts';
import { NetworkToast, RealtimeContext } from '../realtime/index.ts';
import { useAccountRealtime } from './useAccountRealtime.ts';
import { PrimarySidebar } from './PrimarySidebar.tsx';
import { SecondarySidebar } from './SecondarySidebar.tsx';
import { ShellContext } from './shellContext.ts';
import { useKeyboardShortcuts } from './useKeyboardShortcuts.ts';
import { loadCommandPalette } from '../commandPalette/index.ts';
import { loadAudioAlerts } from '../audioAlerts/index.ts';
import { loadHelpCenterSidebarSlot } from '../helpCenter/index.ts';
import { loadMfaRequiredScreen } from '../profile/index.ts';

// The dialogs load when first opened: the first screen does not wait for them.
const ShortcutsHelpModal = lazy(() =>
  withLaterCatalogue(import('./ShortcutsHelpModal.tsx')).then((m) => ({ default: m.ShortcutsHelpModal })),
);
const AccountSelectorDialog = lazy(() =>
  loadAccountSelectorDialog().then((m) => ({ default: m.AccountSelectorDialog })),
);
const CommandPalette = lazy(() =>
  withLaterCatalogue(loadCommandPalette()).then((m) => ({ default: m.CommandPalette })),
);
const CreateAccountDialog = lazy(() => loadCreateAccountDialog().then((m) => ({ default: m.CreateAccountDialog })));
// Helpers that work in the background load beside the first screen. If their file cannot be fetched (the
// connection dropped meanwhile) they are left out until the next load, rather than failing the whole screen.
const NOTHING: { default: ComponentType } = { default: () => null };
// The new-message live region speaks only of what comes after the first screen.
const NewMessageAnnouncer = lazy(() =>
  loadNewMessageAnnouncer().then(
    (m) => ({ default: m.NewMessageAnnouncer }),
    () => NOTHING,
  ),
);
// Audio alerts ring for what comes after the first screen.
const AudioAlerts = lazy(() =>
  loadAudioAlerts().then(
    (m) => ({ default: m.AudioAlerts }),
    () => NOTHING,
  ),
);
// The Help Center sidebar loads with the first help-centre page.
const HelpCenterSidebarSlot = lazy(() =>
  loadHelpCenterSidebarSlot().then((m) => ({ default: m.HelpCenterSidebarSlot })),
);

// The account requires two-factor sign-in and its grace period is over: the enrolment screen, nothing else.
const MfaRequiredScreen = lazy(() =>
  withLaterCatalogue(loadMfaRequiredScreen()).then((m) => ({ default: m.MfaRequiredScreen })),
);

/** The frame, or the enrolment screen while the API refuses this member (403 mfa_enrolment_required). */
export const AccountLayout = () => {
  const { user, account } = useCurrentAccount();
  const [now] = useState(Date.now);
  const due = account.mfa_required_by && user.mfa_enabled === false && Date.parse(account.mfa_required_by) <= now;
  return due ? (
    <Suspense fallback={null}>
      <MfaRequiredScreen />
    </Suspense>
  ) : (
    <AccountFrame />
  );
};

/** The signed-in frame: banners on top, the primary and (for menu groups) secondary sidebars, the page. */
const AccountFrame = () => {
  const { t, i18n } = useTranslation();
  const { user, account } = useCurrentAccount();
  const details = useAccountDetails(account.id);
  const realtime = useAccountRealtime(account.id, user);
  // Replies written offline go out from any page once the network is back.
  useOutboxFlush();
  const currentRoute = useCurrentRouteName();
  const route = currentRoute ? routeByName(currentRoute) : undefined;
  const group = route?.group;
  const isHelpCenter = route?.feature === 'help_center';
  // A conversation's detail route is titled by its list ("Conversations"), the conversation names itself.
  const workspace = VIEW_ROUTES.find((v) => v.list === currentRoute || v.detail === currentRoute);
  const unread = useUnreadCount(account.id).data ?? 0;
  const pagePart = usePageTitlePart();
  const routeTitle = currentRoute ? t(`routes.${workspace?.list ?? currentRoute}` as 'routes.home') : null;
  useDocumentTitle(composeTitle([pagePart, routeTitle, account.name], unread));
  // The phone drawer belongs to the page it was opened on: any navigation closes it, so does Escape.
  const { pathname } = useLocation();
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setNavOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);
  const [dialog, setDialog] = useState<'shortcuts' | 'select' | 'create' | 'palette' | null>(null);
  const actions = useMemo(
    () => ({
      openShortcutHelp: () => setDialog('shortcuts'),
      openAccountSelector: () => setDialog('select'),
      openCommandPalette: () => setDialog('palette'),
    }),
    [],
  );
  useKeyboardShortcuts({
    accountId: account.id,
    currentRoute,
    openHelp: () => setDialog('shortcuts'),
    closeHelp: () => setDialog((d) => (d === 'shortcuts' ? null : d)),
    openPalette: () => setDialog('palette'),
  });

  // Without a choice in this browser, the user's saved language or the account's locale applies.
  const accountLocale = details.data?.locale;
  useEffect(() => {
    const lng = i18nLanguageOf(
      preferredLanguage({ stored: chosenLanguage(), userLocale: user.ui_settings.locale, accountLocale }),
    );
    if (lng !== i18n.language) void i18n.changeLanguage(lng);
  }, [accountLocale, user.ui_settings.locale, i18n]);

  // Remember the account as the last one used; a failure only costs the next sign-in's landing page.
  useEffect(() => {
    setActiveAccount(account.id).catch(() => undefined);
  }, [account.id]);

  if (details.isPending) return <LoadingScreen />;
  if (details.isError)
    return <LoadErrorScreen message={apiErrorMessage(details.error, t)} onRetry={() => void details.refetch()} />;

  const closeNav = () => setNavOpenOn(null);
  return (
    <ShellContext value={actions}>
      <RealtimeContext value={realtime.actions}>
        <SkipLinks isConversationScreen={workspace !== undefined} />
        <NetworkToast notice={realtime.notice} onDismiss={realtime.dismiss} />
        <Suspense fallback={null}>
          <NewMessageAnnouncer />
          <AudioAlerts />
        </Suspense>
        <div className="flex h-full flex-col">
          <BannerStack />
          <div className="flex min-h-0 flex-1">
            {navOpen ? (
              <div
                className="fixed inset-0 z-30 bg-slate-900/40 min-[769px]:hidden"
                aria-hidden="true"
                onClick={closeNav}
              />
            ) : null}
            <div
              className={`${navOpen ? 'fixed inset-y-0 start-0 z-40 flex max-w-[calc(100vw-3rem)] overflow-x-auto shadow-xl' : 'hidden'} min-[769px]:static min-[769px]:flex min-[769px]:max-w-none min-[769px]:shadow-none`}
            >
              <PrimarySidebar currentRoute={currentRoute} onNavigate={closeNav} />
              {group ? <SecondarySidebar group={group} onNavigate={closeNav} /> : null}
              {isHelpCenter ? (
                <Suspense fallback={null}>
                  <HelpCenterSidebarSlot onNavigate={closeNav} />
                </Suspense>
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="flex h-12 items-center gap-2 border-b border-slate-200 bg-white px-3 min-[769px]:hidden dark:border-slate-800 dark:bg-slate-900">
                <button
                  ref={menuButton}
                  type="button"
                  onClick={() => setNavOpenOn(pathname)}
                  aria-expanded={navOpen}
                  aria-label={t('shell.openNav')}
                  className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Icon name="menu" className="size-5" />
                </button>
                <BrandLogo className="size-6" />
                <span className="truncate text-sm font-semibold">{account.name}</span>
              </div>
              <main id={SKIP_TARGETS.main} className="flex min-h-0 flex-1 flex-col overflow-y-auto">
                <Outlet />
              </main>
            </div>
          </div>
          <Suspense fallback={null}>
            {dialog === 'shortcuts' ? <ShortcutsHelpModal open onClose={() => setDialog(null)} /> : null}
            {dialog === 'select' ? (
              <AccountSelectorDialog open onClose={() => setDialog(null)} onCreateAccount={() => setDialog('create')} />
            ) : null}
            {dialog === 'palette' ? <CommandPalette onClose={() => setDialog(null)} /> : null}
            {dialog === 'create' ? <CreateAccountDialog open onClose={() => setDialog(null)} /> : null}
          </Suspense>
        </div>
      </RealtimeContext>
    </ShellContext>
  );
};
