import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { TIconName } from '../../components/Icon.tsx';
import { WizardSteps } from '../../components/WizardSteps.tsx';
import {
  routeByName,
  useCurrentRouteName,
  routeTitleKey,
  WIZARD_FLOWS,
  wizardFlowOf,
  type TMenuGroup,
} from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

const ICONS: Record<TMenuGroup | 'other', TIconName> = {
  conversations: 'chat',
  contacts: 'contacts',
  reports: 'chart',
  campaigns: 'megaphone',
  settings: 'settings',
  other: 'inbox',
};

/** A page of the spec that a later release fills: the real frame and an honest empty state. */
export const PlaceholderPage = () => {
  const { t } = useTranslation();
  const name = useCurrentRouteName() ?? 'home';
  const route = routeByName(name);
  const group = route.path.startsWith('portals') ? 'helpCenter' : (route.group ?? 'other');
  const flow = wizardFlowOf(name);
  const title = t(routeTitleKey(name));
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-1 flex-col lg:flex-row">
        {flow ? (
          <div className="border-b border-slate-200 px-6 py-6 lg:w-72 lg:border-e lg:border-b-0 dark:border-slate-800">
            <WizardSteps
              currentRoute={name}
              items={(WIZARD_FLOWS[flow] ?? []).map((step) => ({
                route: step,
                title: t(routeTitleKey(step)),
                body: t(`wizardFlows.${step}` as 'wizardFlows.settings_inbox_new'),
              }))}
            />
          </div>
        ) : null}
        <EmptyState
          icon={group === 'helpCenter' ? 'library' : ICONS[group]}
          title={t('placeholder.title')}
          body={t(`placeholder.body.${group}`)}
        />
      </div>
    </>
  );
};
