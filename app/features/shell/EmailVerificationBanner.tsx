import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { resendConfirmation } from '../profile/profileApi.ts';

export const EmailVerificationBanner = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const resend = useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => toast.show(t('banner.resent')),
    onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
  });
  return (
    <Banner
      label={t('banner.emailNotVerified')}
      action={
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          className="rounded-md px-1.5 py-0.5 font-semibold text-amber-900 underline underline-offset-2 hover:bg-amber-100 disabled:opacity-60 dark:text-amber-100 dark:hover:bg-amber-900/40"
        >
          {t('banner.resend')}
        </button>
      }
    >
      {t('banner.verifyEmail', { email })}
    </Banner>
  );
};
