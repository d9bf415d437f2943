import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { Button } from '../../components/Button.tsx';
import { ColorPicker } from '../../components/ColorPicker.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { usePortalMutations } from './useHelpCenter.ts';

interface TPortalCustomizationFormProps {
  portal: TPortal;
  submitLabel: string;
  onSaved: () => void;
}

/** Brand colour and logo: the logo uploads (and deletes) at once, the colour with the button. */
export const PortalCustomizationForm = ({ portal, submitLabel, onSaved }: TPortalCustomizationFormProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const { update, uploadLogo, deleteLogo } = usePortalMutations(account.id);
  const [color, setColor] = useState(portal.color ?? '#1f93ff');
  const [logo, setLogo] = useState(portal.logo?.file_url ?? null);
  const onError = (err: unknown) => toast.show(apiErrorMessage(err, t), 'error');
  return (
    <form
      noValidate
      className="max-w-xl space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ slug: portal.slug, input: { color } }, { onSuccess: onSaved });
      }}
    >
      {update.isError ? <Alert>{apiErrorMessage(update.error, t)}</Alert> : null}
      <AvatarUpload
        label={t('helpCenter.customization.logo')}
        src={logo}
        username={portal.name}
        allowDelete={logo !== null}
        isBusy={uploadLogo.isPending || deleteLogo.isPending}
        deleteLabel={t('helpCenter.customization.deleteLogo')}
        onSelect={({ file, url }) => {
          setLogo(url);
          uploadLogo.mutate(
            { slug: portal.slug, file },
            {
              onSuccess: (saved) => {
                setLogo(saved.logo?.file_url ?? url);
                toast.show(t('helpCenter.customization.logoSaved'));
              },
              onError: (err) => {
                setLogo(portal.logo?.file_url ?? null);
                onError(err);
              },
            },
          );
        }}
        onDelete={() =>
          deleteLogo.mutate(portal.slug, {
            onSuccess: () => {
              setLogo(null);
              toast.show(t('helpCenter.customization.logoDeleted'));
            },
            onError,
          })
        }
      />
      <ColorPicker label={t('helpCenter.customization.color')} value={color} onChange={setColor} />
      <Button type="submit" isLoading={update.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
};
