import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import {
  CAMPAIGN_TYPE_OF_CHANNEL,
  ZOneOffCampaignForm,
  ZOngoingCampaignForm,
  type TCampaignType,
} from '../../../common/contracts/campaignForm.ts';
import type { TCampaign } from '../../../common/contracts/campaigns.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useAgents } from '../agents/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { AudiencePicker } from './AudiencePicker.tsx';
import type { TCampaignInput } from './campaignQueries.ts';
import { useCampaignMutations } from './useCampaigns.ts';

/** An example address (the same in every language). */
const URL_EXAMPLE = 'https://example.com/pricing*';

type TFormOut = z.infer<typeof ZOngoingCampaignForm> | z.infer<typeof ZOneOffCampaignForm>;

/** Unix seconds as a datetime-local value in the browser's time zone ("2026-12-01T09:30"). */
const localInput = (unix: number | null | undefined) => {
  if (!unix) return '';
  const d = new Date(unix * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

interface TProps {
  accountId: number;
  type: TCampaignType;
  /** null: a new campaign. */
  campaign: TCampaign | null;
  onClose: () => void;
}

/** Add or edit a campaign: website (page and seconds on it) or one-off (date, time and audience). */
export const CampaignDialog = ({ accountId, type, campaign, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const hoursId = useId();
  const enabledId = useId();
  const { create, update } = useCampaignMutations(accountId);
  const mutation = campaign ? update : create;
  const inboxes = (useInboxes(accountId).data ?? []).filter((i) => CAMPAIGN_TYPE_OF_CHANNEL[i.channel_type] === type);
  const agents = useAgents(accountId).data ?? [];
  const rules = (campaign?.trigger_rules ?? {}) as { url?: string; time_on_page?: number };
  const schema: z.ZodType<TFormOut> = type === 'ongoing' ? ZOngoingCampaignForm : ZOneOffCampaignForm;
  const form = useZodForm(schema, {
    title: campaign?.title ?? '',
    message: campaign?.message ?? '',
    inbox_id: campaign ? String(campaign.inbox.id) : '',
    sender_id: campaign?.sender ? String(campaign.sender.id) : '',
    url: rules.url ?? '',
    time_on_page: String(rules.time_on_page ?? 10),
    scheduled_at: localInput(campaign?.scheduled_at),
  });
  const [businessHours, setBusinessHours] = useState(campaign?.trigger_only_during_business_hours ?? false);
  const [enabled, setEnabled] = useState(campaign?.enabled ?? true);
  const [audience, setAudience] = useState<TCampaignAudience>((campaign?.audience ?? []) as TCampaignAudience);
  const [audienceTouched, setAudienceTouched] = useState(false);
  const audienceError =
    type === 'one_off' && audienceTouched && audience.length === 0 ? t('campaignsPage.errors.audience') : undefined;
  const names = {
    title: t('campaignsPage.fields.title'),
    message: t('campaignsPage.fields.message'),
    inbox_id: t('campaignsPage.fields.inbox'),
    sender_id: t('campaignsPage.fields.sender'),
    url: t('campaignsPage.fields.url'),
    time_on_page: t('campaignsPage.fields.timeOnPage'),
    scheduled_at: t('campaignsPage.fields.scheduledAt'),
  };
  const inboxId = form.values.inbox_id ? Number(form.values.inbox_id) : null;

  const submit = form.handleSubmit((v) => {
    setAudienceTouched(true);
    if (type === 'one_off' && audience.length === 0) return;
    const input: TCampaignInput = {
      title: v.title,
      message: v.message,
      inbox_id: Number(v.inbox_id),
      sender_id: v.sender_id ? Number(v.sender_id) : null,
      ...(type === 'ongoing'
        ? {
            enabled,
            trigger_only_during_business_hours: businessHours,
            trigger_rules: { url: v.url.trim(), time_on_page: Number(v.time_on_page) },
          }
        : { scheduled_at: Math.floor(new Date(v.scheduled_at).getTime() / 1000), audience }),
    };
    const done = {
      onSuccess: () => {
        toast.show(t(campaign ? 'campaignsPage.updated' : 'campaignsPage.created', { title: v.title }));
        onClose();
      },
      onError: (err: unknown) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
      },
    };
    if (campaign) update.mutate({ id: campaign.id, input }, done);
    else create.mutate(input, done);
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));
  const page = type === 'ongoing' ? 'ongoing' : 'oneOff';

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={campaign ? t('campaignsPage.editTitle', { title: campaign.title }) : t(`campaignsPage.${page}.add`)}
      description={t(`campaignsPage.${page}.dialogDescription`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {campaign ? t('common.save') : t('campaignsPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField label={names.title} autoComplete="off" dir="auto" {...form.field('title')} />
        <TextAreaField
          label={names.message}
          rows={3}
          dir="auto"
          {...form.field('message')}
          onChange={(e) => form.setValue('message', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={names.inbox_id}
            options={[
              { value: '', label: t('campaignsPage.chooseInbox') },
              ...inboxes.map((i) => ({ value: String(i.id), label: i.name })),
            ]}
            {...form.field('inbox_id')}
          />
          <SelectField
            label={names.sender_id}
            options={[
              { value: '', label: t('campaignsPage.noSender') },
              ...agents.map((a) => ({ value: String(a.id), label: a.available_name || a.name })),
            ]}
            {...form.field('sender_id')}
          />
        </div>
        {inboxes.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t(`campaignsPage.${page}.noInbox`)}</p>
        ) : null}
        {type === 'ongoing' ? (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                className="sm:col-span-2"
                label={names.url}
                type="url"
                dir="ltr"
                autoComplete="off"
                placeholder={URL_EXAMPLE}
                hint={t('campaignsPage.urlHint')}
                {...form.field('url')}
              />
              <TextField
                label={names.time_on_page}
                type="number"
                inputMode="numeric"
                min={0}
                hint={t('campaignsPage.timeOnPageHint')}
                {...form.field('time_on_page')}
              />
            </div>
            <div className="flex items-center justify-between gap-4">
              <span id={hoursId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
                {t('campaignsPage.fields.businessHours')}
              </span>
              <ToggleSwitch checked={businessHours} onChange={setBusinessHours} labelledBy={hoursId} />
            </div>
            <div className="flex items-center justify-between gap-4">
              <span id={enabledId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
                {t('campaignsPage.fields.enabled')}
              </span>
              <ToggleSwitch checked={enabled} onChange={setEnabled} labelledBy={enabledId} />
            </div>
          </>
        ) : (
          <>
            <TextField
              label={names.scheduled_at}
              type="datetime-local"
              hint={t('campaignsPage.scheduledAtHint')}
              {...form.field('scheduled_at')}
            />
            <AudiencePicker
              accountId={accountId}
              inboxId={inboxId}
              value={audience}
              onChange={(next) => {
                setAudience(next);
                setAudienceTouched(true);
              }}
              error={audienceError}
            />
          </>
        )}
      </form>
    </Dialog>
  );
};
