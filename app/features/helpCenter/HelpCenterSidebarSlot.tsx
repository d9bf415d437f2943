import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { useUiSettings } from '../profile/index.ts';
import { isHelpCenterSidebarShown, isSidebarToggledOn } from './helpCenterRules.ts';
import { HelpCenterSidebar } from './HelpCenterSidebar.tsx';
import { useHelpCenterSelection } from './useHelpCenterSelection.ts';

/**
 * Where the Help Center sidebar goes on help-centre pages: hidden when the feature is off or no
 * portals exist; toggled by the user (saved in ui_settings, only when a portal exists).
 */
export const HelpCenterSidebarSlot = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { user } = useCurrentAccount();
  const { portals, portal, locale, featureOn } = useHelpCenterSelection();
  const saveUi = useUiSettings();
  const list = portals.data ?? [];
  const toggledOn = isSidebarToggledOn(user.ui_settings);
  const toggle = (show: boolean) => {
    if (list.length > 0) saveUi.mutate({ show_help_center_secondary_sidebar: show });
  };
  if (!portal || !isHelpCenterSidebarShown({ featureOn, portalCount: list.length, toggledOn })) {
    if (!featureOn || list.length === 0 || toggledOn) return null;
    return (
      <div className="flex w-10 shrink-0 flex-col items-center border-e border-slate-200 bg-white py-3 dark:border-slate-800 dark:bg-slate-900">
        <button
          type="button"
          onClick={() => toggle(true)}
          aria-label={t('helpCenter.sidebar.show')}
          title={t('helpCenter.sidebar.show')}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Icon name="chevronRight" className="size-4 rtl:rotate-180" />
        </button>
      </div>
    );
  }
  return (
    <HelpCenterSidebar
      portals={list}
      portal={portal}
      locale={locale}
      onHide={() => toggle(false)}
      onNavigate={onNavigate}
    />
  );
};
