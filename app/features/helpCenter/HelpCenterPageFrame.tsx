import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import type { TPortal } from './helpCenterTypes.ts';
import { useHelpCenterSelection } from './useHelpCenterSelection.ts';

/** A help-centre page's portal and locale (§4 selection), with loading, failure and no-portal states. */
export const HelpCenterPageFrame = ({
  children,
}: {
  children: (selection: { portal: TPortal; locale: string }) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { portals, portal, locale } = useHelpCenterSelection();
  return (
    <ListStates
      query={portals}
      isEmpty={!portal}
      empty={
        <div className="p-6">
          <EmptyState
            icon="library"
            headingLevel={1}
            title={t('helpCenter.portals.emptyTitle')}
            body={t('helpCenter.portals.emptyBody')}
          />
        </div>
      }
    >
      {portal ? children({ portal, locale }) : null}
    </ListStates>
  );
};
