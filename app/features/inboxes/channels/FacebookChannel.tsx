import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFacebookPage } from '../../../../common/contracts/inboxes.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZFacebookForm } from '../channelForms.ts';
import { fetchFacebookPages, registerFacebookPage } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { useProviders } from '../useProviders.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';
import { facebookLogin, loadFacebookSdk } from './facebookSdk.ts';

type TState =
  | { step: 'notStarted' }
  | { step: 'loading' }
  | { step: 'pagePicker'; pages: TFacebookPage[]; userToken: string }
  | { step: 'error'; reason: 'not_authorized' | 'failed' };

/** Facebook page inbox: log in with the configured app, pick a page, name the inbox (spec §2, §4, §5, §8). */
export const FacebookChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const providers = useProviders(accountId);
  const [state, setState] = useState<TState>({ step: 'notStarted' });

  if (providers.isPending) return <Spinner className="size-6" label={t('common.loading')} />;
  const fb = providers.data?.facebook;
  if (!fb)
    return (
      <EmptyState
        icon="facebook"
        title={t('inboxesPage.facebook.notConfiguredTitle')}
        body={t('inboxesPage.facebook.notConfiguredBody')}
      />
    );

  const login = async () => {
    setState({ step: 'loading' });
    let sdk;
    try {
      sdk = await loadFacebookSdk(fb.sdk_url, fb.app_id, fb.api_version);
    } catch {
      toast.show(t('inboxesPage.facebook.sdkFailed'), 'error');
      setState({ step: 'notStarted' });
      return;
    }
    const outcome = await facebookLogin(sdk);
    if (outcome.kind !== 'token') {
      if (outcome.kind === 'failed') toast.show(t('inboxesPage.facebook.authFailed'), 'error');
      setState({ step: 'error', reason: outcome.kind });
      return;
    }
    try {
      const { data } = await fetchFacebookPages(accountId, outcome.token);
      setState({ step: 'pagePicker', pages: data.page_details, userToken: data.user_access_token });
    } catch {
      // Spec §8: a failure fetching pages is silent; the picker simply has no pages.
      setState({ step: 'pagePicker', pages: [], userToken: outcome.token });
    }
  };

  if (state.step === 'pagePicker')
    return <FacebookPagePicker accountId={accountId} pages={state.pages} userToken={state.userToken} />;
  return (
    <section aria-labelledby="facebook-title" className="max-w-2xl">
      <h2 id="facebook-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('inboxesPage.facebook.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.facebook.description')}</p>
      {state.step === 'error' ? (
        <Alert className="mt-4" title={t(`inboxesPage.facebook.errors.${state.reason}`)}>
          {t(`inboxesPage.facebook.errors.${state.reason}Help`)}
        </Alert>
      ) : null}
      <Button
        className="mt-6"
        icon={<Icon name="facebook" className="size-4" />}
        isLoading={state.step === 'loading'}
        onClick={() => void login()}
      >
        {t('inboxesPage.facebook.login')}
      </Button>
    </section>
  );
};

const FacebookPagePicker = ({
  accountId,
  pages,
  userToken,
}: {
  accountId: number;
  pages: TFacebookPage[];
  userToken: string;
}) => {
  const { t } = useTranslation();
  const form = useZodForm(ZFacebookForm, { page_id: '', inbox_name: '' });
  const labels = { page_id: t('inboxesPage.facebook.page'), inbox_name: t('inboxesPage.facebook.inboxName') };
  const create = useCreateInbox({
    accountId,
    create: (v: { page_id: string; inbox_name: string }) =>
      registerFacebookPage(accountId, {
        user_access_token: userToken,
        page_access_token: pages.find((p) => p.id === v.page_id)?.access_token ?? '',
        page_id: v.page_id,
        inbox_name: v.inbox_name,
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.facebook.failed'),
  });
  const page = form.field('page_id');
  const name = form.field('inbox_name');
  return (
    <ChannelFormCard
      title={t('inboxesPage.facebook.pickTitle')}
      description={t('inboxesPage.facebook.pickDescription')}
      onSubmit={form.handleSubmit((v) => create.mutate(v))}
      isSubmitting={create.isPending}
    >
      {create.isPending ? <p className="text-sm text-slate-500">{t('inboxesPage.facebook.creating')}</p> : null}
      <SelectField
        label={labels.page_id}
        {...page}
        onChange={(e) => {
          page.onChange(e);
          const chosen = pages.find((p) => p.id === e.target.value);
          if (chosen && !form.values.inbox_name) form.setValue('inbox_name', chosen.name);
        }}
        error={page.error && !form.values.page_id ? t('inboxesPage.facebook.choosePage') : page.error}
        options={[
          { value: '', label: t('inboxesPage.facebook.pagePlaceholder') },
          ...pages.map((p) => ({
            value: p.id,
            label: p.exists ? t('inboxesPage.facebook.pageExists', { name: p.name }) : p.name,
          })),
        ]}
      />
      <TextField
        label={labels.inbox_name}
        {...name}
        error={name.error && !form.values.inbox_name.trim() ? t('inboxesPage.facebook.addName') : name.error}
      />
    </ChannelFormCard>
  );
};
