import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { helpCenterKeys } from './helpCenterApi.ts';
import { primaryLinkClass, secondaryLinkClass } from './helpCenterStyles.ts';
import { PortalCard } from './PortalCard.tsx';
import { useCanManagePortals } from './useCanManagePortals.ts';
import { usePortals } from './useHelpCenter.ts';

/** list_all_portals: a card per portal; managers get new, edit links. Entering reloads portals and categories (§4). */
export const PortalsListPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const qc = useQueryClient();
  const portals = usePortals(account.id);
  const canManage = useCanManagePortals();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: helpCenterKeys.all(account.id) });
  }, [qc, account.id]);
  const newLink = canManage ? (
    <Link to={pathTo(account.id, 'new_portal_information')} className={primaryLinkClass}>
      <Icon name="plus" className="size-4" />
      {t('helpCenter.portals.new')}
    </Link>
  ) : null;
  return (
    <>
      <PageHeader
        title={t('helpCenter.portals.title')}
        description={t('helpCenter.portals.description')}
        actions={newLink}
      />
      <div className="p-6">
        <ListStates
          query={portals}
          isEmpty={portals.data?.length === 0}
          empty={
            <EmptyState
              icon="library"
              title={t('helpCenter.portals.emptyTitle')}
              body={t('helpCenter.portals.emptyBody')}
              action={newLink}
            />
          }
        >
          <ul className="grid gap-4 lg:grid-cols-2">
            {(portals.data ?? []).map((portal) => (
              <li key={portal.id} className="space-y-2">
                <PortalCard portal={portal} />
                {canManage ? (
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={pathTo(account.id, 'edit_portal_information', { portalSlug: portal.slug })}
                      className={secondaryLinkClass}
                      aria-label={t('helpCenter.portals.editNamed', { name: portal.name })}
                    >
                      <Icon name="pencil" className="size-4" />
                      {t('helpCenter.portals.edit')}
                    </Link>
                    <Link
                      to={pathTo(account.id, 'edit_portal_locales', { portalSlug: portal.slug })}
                      className={secondaryLinkClass}
                      aria-label={t('helpCenter.portals.localesNamed', { name: portal.name })}
                    >
                      <Icon name="globe" className="size-4" />
                      {t('helpCenter.portals.locales')}
                    </Link>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
    </>
  );
};
