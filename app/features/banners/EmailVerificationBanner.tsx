import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/Banner.tsx';
import { BannerAction } from '../../components/BannerAction.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { resendConfirmation } from '../profile/index.ts';

/**
 * Part 1 §6: shown while the user is not confirmed; resending confirms with a toast. Without SMTP no
 * mail goes out: the banner says the link is in the server log (lib/mailer.ts writes it there).
 */
export const EmailVerificationBanner = ({ email, linkInLog }: { email: string; linkInLog: boolean }) => {
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
      icon="mail"
      action={
        <BannerAction disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('banner.resend')}
        </BannerAction>
      }
    >
      {linkInLog ? t('banner.verifyEmailInLog', { email }) : t('banner.verifyEmail', { email })}
    </Banner>
  );
};
