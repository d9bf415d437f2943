import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { TPortal } from './helpCenterTypes.ts';
import { BackToPortals } from './PortalWizardFrame.tsx';
import { usePortalFromRoute } from './usePortalFromRoute.ts';

const TABS = [
  { route: 'edit_portal_information', key: 'information' },
  { route: 'edit_portal_customization', key: 'customization' },
  { route: 'edit_portal_locales', key: 'locales' },
] as const;

/** The portal's edit pages: information, customization and locales as tabs over the page. */
export const PortalEditFrame = ({ children }: { children: (portal: TPortal) => ReactNode }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const { slug, portals, portal } = usePortalFromRoute();
  return (
    <>
      <PageHeader
        title={portal ? t('helpCenter.edit.title', { name: portal.name }) : t('routes.edit_portal_information')}
        actions={<BackToPortals />}
      />
      <nav
        aria-label={t('helpCenter.edit.tabs')}
        className="flex gap-1 border-b border-slate-200 px-6 dark:border-slate-800"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            end
            to={pathTo(account.id, tab.route, { portalSlug: slug })}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2.5 text-sm font-medium ${
                isActive
                  ? 'border-woot-600 text-woot-700 dark:border-woot-400 dark:text-woot-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`
            }
          >
            {t(`helpCenter.edit.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="px-6 py-8">
        <ListStates
          query={portals}
          isEmpty={!portal}
          empty={<EmptyState icon="library" title={t('helpCenter.portals.notFound')} body={slug} />}
        >
          {portal ? children(portal) : null}
        </ListStates>
      </div>
    </>
  );
};
