import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { PortalCustomizationForm } from './PortalCustomizationForm.tsx';
import { PortalEditFrame } from './PortalEditFrame.tsx';

/** edit_portal_customization: brand colour and logo. */
export const PortalEditCustomizationPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <PortalEditFrame>
      {(portal) => (
        <PortalCustomizationForm
          key={portal.id}
          portal={portal}
          submitLabel={t('common.save')}
          onSaved={() => toast.show(t('helpCenter.edit.saved'))}
        />
      )}
    </PortalEditFrame>
  );
};
