import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptainConsoleSettings } from '../../../common/contracts/captain.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { getCaptainSettings, superAdminKeys, updateCaptainSettings } from './superAdminApi.ts';

const DEFAULT_ENDPOINT = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';

/** The installation's Captain model (endpoint, key, models) and the monthly limit per account. */
export const ConsoleCaptainSettings = () => {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: superAdminKeys.captain(), queryFn: getCaptainSettings });
  if (settings.isPending) return null;
  if (settings.isError) return <Alert>{apiErrorMessage(settings.error, t)}</Alert>;
  return <CaptainForm key={JSON.stringify(settings.data)} settings={settings.data} />;
};

const CaptainForm = ({ settings }: { settings: TCaptainConsoleSettings }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [endpoint, setEndpoint] = useState(settings.endpoint ?? '');
  const [apiKey, setApiKey] = useState('');
  const [model, setModel] = useState(settings.model ?? '');
  const [embedding, setEmbedding] = useState(settings.embedding_model ?? '');
  const [limit, setLimit] = useState(settings.monthly_limit === null ? '' : String(settings.monthly_limit));
  const onSuccess = (fresh: TCaptainConsoleSettings) => {
    queryClient.setQueryData(superAdminKeys.captain(), fresh);
    toast.show(t('superAdmin.saved'), 'success');
  };
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  const save = useMutation({
    mutationFn: () =>
      updateCaptainSettings({
        endpoint: endpoint.trim(),
        model: model.trim(),
        embedding_model: embedding.trim(),
        monthly_limit: limit.trim() === '' ? null : Math.max(0, Math.floor(Number(limit))),
        ...(apiKey.trim() && { api_key: apiKey.trim() }),
      }),
    onSuccess,
    onError,
  });
  const removeKey = useMutation({ mutationFn: () => updateCaptainSettings({ api_key: '' }), onSuccess, onError });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const env = settings.env;
  const keyHint = settings.api_key_set
    ? t('superAdmin.captain.apiKeySet', { masked: settings.api_key_masked ?? '' })
    : env.api_key_set
      ? t('superAdmin.captain.apiKeyEnv')
      : t('superAdmin.captain.apiKeyMissing');
  return (
    <form
      onSubmit={submit}
      aria-labelledby="captain-settings"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="captain-settings" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('superAdmin.captain.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('superAdmin.captain.description')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('superAdmin.captain.endpoint')}
          type="url"
          value={endpoint}
          placeholder={env.endpoint ?? DEFAULT_ENDPOINT}
          hint={t('superAdmin.captain.endpointHint', { fallback: env.endpoint ?? DEFAULT_ENDPOINT })}
          onChange={(e) => setEndpoint(e.target.value)}
        />
        <TextField
          label={t('superAdmin.captain.apiKey')}
          type="password"
          autoComplete="off"
          value={apiKey}
          hint={keyHint}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <TextField
          label={t('superAdmin.captain.model')}
          value={model}
          placeholder={env.model ?? DEFAULT_MODEL}
          hint={t('superAdmin.captain.fallbackHint', { fallback: env.model ?? DEFAULT_MODEL })}
          onChange={(e) => setModel(e.target.value)}
        />
        <TextField
          label={t('superAdmin.captain.embeddingModel')}
          value={embedding}
          hint={t('superAdmin.captain.fallbackHint', {
            fallback: env.embedding_model ?? t('superAdmin.captain.none'),
          })}
          onChange={(e) => setEmbedding(e.target.value)}
        />
        <TextField
          label={t('superAdmin.captain.monthlyLimit')}
          type="number"
          min={0}
          inputMode="numeric"
          value={limit}
          hint={t('superAdmin.captain.monthlyLimitHint')}
          onChange={(e) => setLimit(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t('superAdmin.captain.save')}
        </Button>
        {settings.api_key_set ? (
          <Button variant="ghost" isLoading={removeKey.isPending} onClick={() => removeKey.mutate()}>
            {t('superAdmin.captain.removeKey')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
