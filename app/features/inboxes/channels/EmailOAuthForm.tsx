import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZEmailOAuthForm } from '../channelForms.ts';
import { authorizationUrl } from '../inboxApi.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';

/** Microsoft or Google mail: the address, then the provider's sign-in page. */
export const EmailOAuthForm = ({
  accountId,
  provider,
  onBack,
}: {
  accountId: number;
  provider: 'microsoft' | 'google';
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useZodForm(ZEmailOAuthForm, { email: '' });
  const authorize = useMutation({
    mutationFn: (email: string) => authorizationUrl(accountId, provider, email),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
  });
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-4" onClick={onBack}>
        {t('inboxesPage.email.changeProvider')}
      </Button>
      <ChannelFormCard
        title={t(`inboxesPage.email.oauthTitle.${provider}`)}
        description={t('inboxesPage.email.oauthDescription')}
        onSubmit={form.handleSubmit((v) => authorize.mutate(v.email))}
        isSubmitting={authorize.isPending}
        submitLabel={t(`inboxesPage.email.signIn.${provider}`)}
      >
        <TextField label={t('inboxesPage.email.address')} type="email" autoComplete="off" {...form.field('email')} />
      </ChannelFormCard>
    </>
  );
};
