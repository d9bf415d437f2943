import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { signOutEverywhere } from '../auth/index.ts';

/**
 * "Sign out everywhere": after a confirmation, the server ends every session of the user (devices, open
 * tabs and their live updates); this browser then goes to the login page like a sign-out.
 */
export const SignOutEverywhereSection = () => {
  const { t } = useTranslation();
  const { confirm, dialogProps } = useConfirmation();
  const end = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => window.location.assign('/app/login'),
  });
  const ask = async () => {
    const ok = await confirm({
      title: t('profile.signOutEverywhereTitle'),
      description: t('profile.signOutEverywhereBody'),
      confirmLabel: t('profile.signOutEverywhere'),
      danger: true,
    });
    if (ok) end.mutate();
  };
  return (
    <div className="space-y-3">
      {end.isError ? <Alert>{apiErrorMessage(end.error, t)}</Alert> : null}
      <Button
        variant="secondary"
        icon={<Icon name="logout" className="size-4" />}
        isLoading={end.isPending}
        onClick={() => void ask()}
      >
        {t('profile.signOutEverywhere')}
      </Button>
      <ConfirmDialog {...dialogProps} />
    </div>
  );
};
