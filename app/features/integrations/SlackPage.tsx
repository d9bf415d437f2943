import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { appDescription } from './appText.ts';
import { useHookMutations, useIntegrationApps } from './integrationQueries.ts';
import { DisconnectAppButton } from './DisconnectAppButton.tsx';
import { disconnectSlack, useSlackChannels, useSlackMutations } from './slackQueries.ts';

const linkButton =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white shadow-sm hover:bg-woot-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-woot-500 dark:bg-woot-500 dark:hover:bg-woot-700';

/**
 * settings_integrations_slack: Connect sends the administrator to Slack's authorize page, which comes back
 * here with `?code=` (posted once to integrations/slack); then the channel is picked, the mode set, or Slack
 * disconnected.
 */
export const SlackPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const apps = useIntegrationApps(account.id);
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const app = apps.data?.find((a) => a.id === 'slack');
  const hook = app?.hooks[0] ?? null;
  const channels = useSlackChannels(account.id, !!hook);
  const { connect, pickChannel } = useSlackMutations(account.id);
  const { update } = useHookMutations(account.id);
  const [channel, setChannel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  // The return from Slack's authorize page: the code is exchanged once, then dropped from the address.
  useEffect(() => {
    if (!code || !app || hook || started.current) return;
    started.current = true;
    connect.mutate(
      { code },
      {
        onSuccess: () => toast.show(t('integrationsPage.slack.connectedToast')),
        onError: (e) => setError(apiErrorMessage(e, t)),
        onSettled: () => setParams({}, { replace: true }),
      },
    );
  }, [code, app, hook, connect, toast, t, setParams]);

  const chosen = channel || hook?.reference_id || '';
  const workspace = typeof hook?.settings.team_name === 'string' ? hook.settings.team_name : '';
  const mode = hook?.settings.message_mode === 'alert' ? 'alert' : 'two_way';

  return (
    <>
      <PageHeader
        title={t('integrationsPage.apps.slack.name')}
        description={app ? appDescription(t, app) : undefined}
      />
      <div className="max-w-2xl space-y-4 p-6">
        {error ? <Alert>{error}</Alert> : null}
        <ListStates query={apps} isEmpty={false} empty={null}>
          {!app || !app.active ? (
            <EmptyState
              icon="plug"
              title={t('integrationsPage.slack.notConfigured')}
              body={t('integrationsPage.slack.notConfiguredBody')}
            />
          ) : connect.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Spinner className="size-4" /> {t('integrationsPage.slack.connecting')}
            </p>
          ) : !hook ? (
            <EmptyState
              icon="plug"
              title={t('integrationsPage.notConnected')}
              body={t('integrationsPage.slack.connectBody')}
              action={
                app.action ? (
                  <a href={app.action} className={linkButton}>
                    {t('integrationsPage.slack.connect')}
                  </a>
                ) : null
              }
            />
          ) : (
            <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('integrationsPage.slack.connectedTo', { workspace: workspace || 'Slack' })}
              </p>
              {!hook.reference_id ? <Alert tone="info">{t('integrationsPage.slack.pickChannelHint')}</Alert> : null}
              <form
                className="flex flex-wrap items-end gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!chosen) return;
                  pickChannel.mutate(
                    { reference_id: chosen },
                    {
                      onSuccess: () => toast.show(t('integrationsPage.slack.channelSaved')),
                      onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
                    },
                  );
                }}
              >
                <SelectField
                  className="min-w-60 flex-1"
                  label={t('integrationsPage.slack.channel')}
                  value={chosen}
                  onChange={(e) => setChannel(e.target.value)}
                  disabled={channels.isPending}
                  options={[
                    { value: '', label: t('integrationsPage.slack.chooseChannel') },
                    ...(channels.data ?? []).map((c) => ({ value: c.id, label: `#${c.name}` })),
                  ]}
                />
                <Button type="submit" isLoading={pickChannel.isPending} disabled={!chosen}>
                  {t('integrationsPage.slack.saveChannel')}
                </Button>
              </form>
              {channels.isError ? <Alert>{apiErrorMessage(channels.error, t)}</Alert> : null}
              <SelectField
                label={t('integrationsPage.slack.mode')}
                value={mode}
                onChange={(e) =>
                  update.mutate(
                    { id: hook.id, input: { settings: { message_mode: e.target.value } } },
                    {
                      onSuccess: () => toast.show(t('integrationsPage.saved')),
                      onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
                    },
                  )
                }
                options={[
                  { value: 'two_way', label: t('integrationsPage.slack.modes.two_way') },
                  { value: 'alert', label: t('integrationsPage.slack.modes.alert') },
                ]}
              />
              <div className="flex justify-end">
                <DisconnectAppButton
                  accountId={account.id}
                  name="Slack"
                  disconnect={() => disconnectSlack(account.id)}
                />
              </div>
            </section>
          )}
        </ListStates>
      </div>
    </>
  );
};
