import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIntegrationApp, TIntegrationHook } from '../../../common/contracts/integrations.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useInboxes } from '../inboxes/index.ts';
import { appName, fieldHelp, fieldLabel } from './appText.ts';
import { useHookMutations } from './integrationQueries.ts';

interface THookDialogProps {
  accountId: number;
  app: TIntegrationApp;
  /** null: connect the app (a new hook). */
  hook: TIntegrationHook | null;
  onClose: () => void;
}

/**
 * Connect or configure an app: one field per entry of the app's settings_form_schema (made on the server
 * from its Zod schema). Secret fields are write-only: blank keeps the stored value, which is never shown.
 */
export const HookDialog = ({ accountId, app, hook, onClose }: THookDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const inboxes = useInboxes(accountId);
  const { create, update } = useHookMutations(accountId);
  const mutation = hook ? update : create;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      app.settings_form_schema.map((f) => {
        const stored = hook?.settings[f.name];
        const value = typeof stored === 'string' ? stored : (f.options?.[0]?.value ?? '');
        return [f.name, f.type === 'password' ? '' : value];
      }),
    ),
  );
  const [inboxId, setInboxId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsInbox = app.hook_type === 'inbox' && !hook;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const f of app.settings_form_schema) {
      const secretKept = f.type === 'password' && hook?.secrets_set.includes(f.name);
      if (f.validation === 'required' && !values[f.name]?.trim() && !secretKept)
        found[f.name] = t('validation.required');
    }
    if (needsInbox && !inboxId) found.inbox_id = t('validation.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    const settings = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    const onError = (err: unknown) => {
      if (!isApiError(err)) return;
      setErrors(
        Object.fromEntries(
          Object.entries(err.details).map(([k, m]) => [k.replace(/^settings\./, ''), m.join(', ')] as const),
        ),
      );
    };
    if (hook)
      update.mutate(
        { id: hook.id, input: { settings } },
        {
          onSuccess: () => {
            toast.show(t('integrationsPage.saved'));
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(
        { app_id: app.id, inbox_id: needsInbox ? Number(inboxId) : null, settings },
        {
          onSuccess: () => {
            toast.show(t('integrationsPage.connectedToast', { name: appName(t, app) }));
            onClose();
          },
          onError,
        },
      );
  };
  const fieldNames = new Set([...app.settings_form_schema.map((f) => f.name), 'inbox_id']);
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(errors).some((k) => fieldNames.has(k)));
  const set = (name: string, value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        hook
          ? t('integrationsPage.configureTitle', { name: appName(t, app) })
          : t('integrationsPage.connectTitle', { name: appName(t, app) })
      }
      description={t('integrationsPage.secretsNote')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {hook ? t('common.save') : t('integrationsPage.connect')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        {needsInbox ? (
          <SelectField
            label={t('integrationsPage.inbox')}
            value={inboxId}
            onChange={(e) => setInboxId(e.target.value)}
            options={[
              { value: '', label: t('integrationsPage.chooseInbox') },
              ...(inboxes.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
            ]}
            error={errors.inbox_id}
          />
        ) : null}
        {app.settings_form_schema.map((f) => {
          const label = fieldLabel(t, app, f);
          const help = fieldHelp(t, app, f);
          const common = { label, error: errors[f.name], value: values[f.name] ?? '' };
          if (f.type === 'select')
            return (
              <SelectField
                key={f.name}
                {...common}
                onChange={(e) => set(f.name, e.target.value)}
                options={f.options ?? []}
              />
            );
          if (f.type === 'textarea')
            return (
              <TextAreaField
                key={f.name}
                {...common}
                hint={help}
                dir="ltr"
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
          const kept = f.type === 'password' && hook?.secrets_set.includes(f.name);
          return (
            <TextField
              key={f.name}
              {...common}
              type={f.type === 'password' ? 'password' : 'text'}
              autoComplete={f.type === 'password' ? 'new-password' : 'off'}
              dir="ltr"
              placeholder={kept ? t('integrationsPage.secretKept') : undefined}
              hint={kept ? t('integrationsPage.secretKeptHint') : help}
              onChange={(e) => set(f.name, e.target.value)}
            />
          );
        })}
      </form>
    </Dialog>
  );
};
