import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  ZWebhookForm,
  type TWebhook,
  type TWebhookEvent,
} from '../../../common/contracts/webhooks.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { useInboxes } from '../inboxes/index.ts';
import { useWebhookMutations } from './useWebhooks.ts';

const ZTextFields = ZWebhookForm.pick({ url: true, name: true });

interface TWebhookDialogProps {
  accountId: number;
  /** null: a new webhook. */
  webhook: TWebhook | null;
  onClose: () => void;
}

const isEvent = (s: string): s is TWebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(s);

/** Add or edit a webhook; after creating one it shows the signing secret, once. */
export const WebhookDialog = ({ accountId, webhook, onClose }: TWebhookDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const eventsId = useId();
  const inboxes = useInboxes(accountId);
  const { create, update } = useWebhookMutations(accountId);
  const mutation = webhook ? update : create;
  const form = useZodForm(ZTextFields, { url: webhook?.url ?? '', name: webhook?.name ?? '' });
  const [inboxId, setInboxId] = useState(webhook?.inbox ? String(webhook.inbox.id) : '');
  const [events, setEvents] = useState<TWebhookEvent[]>(
    webhook ? webhook.subscriptions.filter(isEvent) : [...DEFAULT_WEBHOOK_EVENTS],
  );
  const [eventsError, setEventsError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const names = { url: t('webhooksPage.fields.url'), name: t('webhooksPage.fields.name') };
  const url = form.field('url');
  // The contract's pattern reads as a generic "not valid": say what a webhook URL looks like.
  const urlError = url.error === t('validation.invalid') ? t('webhooksPage.errors.url') : url.error;

  const toggle = (e: TWebhookEvent, on: boolean) => {
    setEventsError(null);
    setEvents((prev) => (on ? WEBHOOK_EVENTS.filter((x) => x === e || prev.includes(x)) : prev.filter((x) => x !== e)));
  };

  const submit = form.handleSubmit((parsed) => {
    if (!events.length) {
      setEventsError(t('webhooksPage.errors.noEvents'));
      return;
    }
    const input = { ...parsed, subscriptions: events, inbox_id: inboxId ? Number(inboxId) : null };
    const onError = (err: unknown) => {
      if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
    };
    if (webhook)
      update.mutate(
        { id: webhook.id, input },
        {
          onSuccess: () => {
            toast.show(t('webhooksPage.updated'));
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(input, {
        onSuccess: (created) => {
          toast.show(t('webhooksPage.created'));
          setSecret(created.secret);
        },
        onError,
      });
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));

  if (secret)
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('webhooksPage.secretTitle')}
        description={t('webhooksPage.secretBody')}
        footer={<Button onClick={onClose}>{t('webhooksPage.secretDone')}</Button>}
      >
        <CopyField label={t('webhooksPage.fields.secret')} value={secret} />
      </Dialog>
    );

  const inboxOptions = [
    { value: '', label: t('webhooksPage.allInboxes') },
    ...(inboxes.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={webhook ? t('webhooksPage.editTitle') : t('webhooksPage.addTitle')}
      description={t('webhooksPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {webhook ? t('common.save') : t('webhooksPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={names.url}
          type="url"
          autoComplete="off"
          dir="ltr"
          placeholder={t('webhooksPage.fields.urlPlaceholder')}
          {...url}
          error={urlError}
        />
        <TextField label={names.name} autoComplete="off" dir="auto" {...form.field('name')} />
        <SelectField
          label={t('webhooksPage.fields.inbox')}
          options={inboxOptions}
          value={inboxId}
          onChange={(e) => setInboxId(e.target.value)}
        />
        <fieldset aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('webhooksPage.fields.events')}
          </legend>
          <div className="grid gap-1.5 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((e) => (
              <label key={e} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <input
                  type="checkbox"
                  dir="auto"
                  className="size-4 rounded border-slate-300 text-woot-600 dark:border-slate-600 dark:bg-slate-800"
                  checked={events.includes(e)}
                  onChange={(ev) => toggle(e, ev.target.checked)}
                />
                {t(`webhooksPage.events.${e}`)}
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id={`${eventsId}-error`} className="mt-1.5 text-xs text-red-600 dark:text-red-400">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
};
