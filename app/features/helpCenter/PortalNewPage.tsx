import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PortalInfoForm, portalInfoInput } from './PortalInfoForm.tsx';
import { PortalWizardFrame } from './PortalWizardFrame.tsx';
import { usePortalMutations } from './useHelpCenter.ts';

/** new_portal_information: the wizard's first step creates the portal, then customization. */
export const PortalNewPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const { create } = usePortalMutations(account.id);
  return (
    <PortalWizardFrame>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('helpCenter.wizard.infoTitle')}</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('helpCenter.wizard.infoBody')}</p>
      <PortalInfoForm
        submitLabel={t('helpCenter.wizard.createPortal')}
        isPending={create.isPending}
        onSubmit={async ({ default_locale, ...values }) => {
          const portal = await create.mutateAsync({
            ...portalInfoInput(values),
            config: { allowed_locales: [default_locale], default_locale },
          });
          toast.show(t('helpCenter.portals.created', { name: portal.name }));
          await navigate(pathTo(account.id, 'portal_customization', { portalSlug: portal.slug }));
        }}
      />
    </PortalWizardFrame>
  );
};
