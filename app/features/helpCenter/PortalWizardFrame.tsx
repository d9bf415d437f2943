import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { WizardSteps } from '../../components/WizardSteps.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo, useCurrentRouteName, routeTitleKey, WIZARD_FLOWS } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** A back link to the portal list. */
export const BackToPortals = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <Link
      to={pathTo(account.id, 'list_all_portals')}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon name="arrowLeft" className="size-4 rtl:rotate-180" />
      {t('helpCenter.portals.back')}
    </Link>
  );
};

/** The new-portal wizard: information → customization → finish, the steps beside the current one. */
export const PortalWizardFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const name = useCurrentRouteName() ?? 'new_portal_information';
  return (
    <>
      <PageHeader title={t(routeTitleKey(name))} actions={<BackToPortals />} />
      <div className="flex flex-1 flex-col lg:flex-row">
        <div className="border-b border-slate-200 px-6 py-6 lg:w-72 lg:shrink-0 lg:border-e lg:border-b-0 dark:border-slate-800">
          <WizardSteps
            currentRoute={name}
            items={(WIZARD_FLOWS.portal ?? []).map((step) => ({
              route: step,
              title: t(routeTitleKey(step)),
              body: t(`wizardFlows.${step}` as 'wizardFlows.new_portal_information'),
            }))}
          />
        </div>
        <div className="min-w-0 flex-1 px-6 py-8">{children}</div>
      </div>
    </>
  );
};
