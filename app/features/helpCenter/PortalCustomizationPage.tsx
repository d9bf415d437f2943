import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PortalCustomizationForm } from './PortalCustomizationForm.tsx';
import { PortalWizardFrame } from './PortalWizardFrame.tsx';
import { usePortalFromRoute } from './usePortalFromRoute.ts';

/** portal_customization: the wizard's second step. */
export const PortalCustomizationPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const { slug, portals, portal } = usePortalFromRoute();
  return (
    <PortalWizardFrame>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {t('helpCenter.wizard.customizationTitle')}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('helpCenter.wizard.customizationBody')}</p>
      <ListStates
        query={portals}
        isEmpty={!portal}
        empty={<EmptyState icon="library" title={t('helpCenter.portals.notFound')} body={slug} />}
      >
        {portal ? (
          <PortalCustomizationForm
            portal={portal}
            submitLabel={t('helpCenter.wizard.next')}
            onSaved={() => void navigate(pathTo(account.id, 'portal_finish', { portalSlug: portal.slug }))}
          />
        ) : null}
      </ListStates>
    </PortalWizardFrame>
  );
};
