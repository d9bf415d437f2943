import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_TIMES, ZWebhookUrl } from '../../../../common/contracts/inboxes.ts';
import { AvatarUpload } from '../../../components/AvatarUpload.tsx';
import { Button } from '../../../components/Button.tsx';
import { ColorPicker } from '../../../components/ColorPicker.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { GreetingField } from '../channels/GreetingField.tsx';
import { deleteInboxAvatar, type TInbox } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import { csatConfigOf, ZCsatConfigInput } from '../../../../common/contracts/csat.ts';
import { CsatSettingsFields } from './CsatSettingsFields.tsx';
import { PortalSelectField } from './PortalSelectField.tsx';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inboxApi.ts';

const draftOf = (inbox: TInbox) => ({
  name: inbox.name,
  greeting_enabled: inbox.greeting_enabled,
  greeting_message: inbox.greeting_message,
  enable_email_collect: inbox.enable_email_collect,
  csat_survey_enabled: inbox.csat_survey_enabled,
  csat_config: csatConfigOf(inbox.csat_config),
  allow_messages_after_resolved: inbox.allow_messages_after_resolved,
  lock_to_single_conversation: inbox.lock_to_single_conversation,
  website_url: inbox.website_url,
  widget_color: inbox.widget_color,
  welcome_title: inbox.welcome_title,
  welcome_tagline: inbox.welcome_tagline,
  reply_time: inbox.reply_time || REPLY_TIMES[0],
  webhook_url: inbox.webhook_url ?? '',
  portal_id: inbox.portal_id,
});

/** Name, avatar, greeting, widget look, CSAT and conversation rules of one inbox. */
export const GeneralTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateInbox(accountId, inbox.id);
  const [draft, setDraft] = useState(() => draftOf(inbox));
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof typeof draft>(k: K, v: (typeof draft)[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const isWeb = inbox.channel_type === 'Channel::WebWidget';
  const isApi = inbox.channel_type === 'Channel::Api';
  const nameError = submitted && !draft.name.trim() ? t('validation.required') : undefined;
  const webhookError =
    isApi && !ZWebhookUrl.safeParse(draft.webhook_url).success ? t('inboxesPage.form.webhookHttp') : undefined;
  const csatCheck = ZCsatConfigInput.safeParse(draft.csat_config);
  const csatMessageError = csatCheck.success ? undefined : t('inboxesPage.settings.csat.messageTooLong');
  const urlError = isWeb && submitted && !draft.website_url.trim() ? t('validation.required') : undefined;

  const save = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!draft.name.trim() || webhookError || csatMessageError || (isWeb && !draft.website_url.trim())) return;
    const channel = isWeb
      ? {
          website_url: draft.website_url.trim(),
          widget_color: draft.widget_color,
          welcome_title: draft.welcome_title,
          welcome_tagline: draft.welcome_tagline,
          reply_time: draft.reply_time as (typeof REPLY_TIMES)[number],
        }
      : isApi
        ? { webhook_url: draft.webhook_url.trim() }
        : undefined;
    update.mutate(
      {
        name: draft.name.trim(),
        greeting_enabled: draft.greeting_enabled,
        greeting_message: draft.greeting_message,
        enable_email_collect: draft.enable_email_collect,
        csat_survey_enabled: draft.csat_survey_enabled,
        csat_config: draft.csat_config,
        allow_messages_after_resolved: draft.allow_messages_after_resolved,
        lock_to_single_conversation: draft.lock_to_single_conversation,
        ...(isWeb && draft.portal_id !== inbox.portal_id ? { portal_id: draft.portal_id } : {}),
        ...(channel ? { channel } : {}),
      },
      {
        onSuccess: () => toast.show(t('inboxesPage.settings.saved'), 'success'),
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  };

  const uploadAvatar = (file: File) => {
    const body = new FormData();
    body.append('avatar', file);
    update.mutate(body, {
      onSuccess: () => toast.show(t('inboxesPage.settings.avatarSaved'), 'success'),
      onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
    });
  };
  const removeAvatar = () =>
    deleteInboxAvatar(accountId, inbox.id).then(
      () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(accountId) }),
      (err: unknown) => toast.show(isApiError(err) ? apiErrorMessage(err, t) : t('errors.generic'), 'error'),
    );

  const toggle = (
    k:
      | 'enable_email_collect'
      | 'csat_survey_enabled'
      | 'allow_messages_after_resolved'
      | 'lock_to_single_conversation'
      | 'greeting_enabled',
  ) => <ToggleSwitch checked={draft[k]} onChange={(v) => set(k, v)} label={t(`inboxesPage.settings.fields.${k}`)} />;

  return (
    <form noValidate onSubmit={save} className="space-y-6">
      <SettingsSection title={t('inboxesPage.settings.identity')}>
        <AvatarUpload
          label={t('inboxesPage.settings.avatar')}
          src={inbox.avatar_url || null}
          username={inbox.name}
          allowDelete={Boolean(inbox.avatar_url)}
          isBusy={update.isPending}
          onSelect={({ file }) => uploadAvatar(file)}
          onDelete={() => void removeAvatar()}
          deleteLabel={t('inboxesPage.settings.avatarDelete')}
        />
        <TextField
          label={t('inboxesPage.settings.fields.name')}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={nameError}
        />
        {isApi ? (
          <TextField
            label={t('inboxesPage.api.webhookUrl')}
            value={draft.webhook_url}
            onChange={(e) => set('webhook_url', e.target.value)}
            error={webhookError}
            hint={t('inboxesPage.api.webhookHint')}
          />
        ) : null}
      </SettingsSection>

      {isWeb ? (
        <SettingsSection title={t('inboxesPage.settings.widget')}>
          <TextField
            label={t('inboxesPage.website.domain')}
            value={draft.website_url}
            onChange={(e) => set('website_url', e.target.value)}
            error={urlError}
          />
          <ColorPicker
            label={t('inboxesPage.website.color')}
            value={draft.widget_color}
            onChange={(hex) => set('widget_color', hex)}
          />
          <TextField
            label={t('inboxesPage.website.welcomeTitle')}
            value={draft.welcome_title}
            onChange={(e) => set('welcome_title', e.target.value)}
          />
          <TextField
            label={t('inboxesPage.website.welcomeTagline')}
            value={draft.welcome_tagline}
            onChange={(e) => set('welcome_tagline', e.target.value)}
          />
          <SelectField
            label={t('inboxesPage.settings.replyTime')}
            value={draft.reply_time}
            onChange={(e) => set('reply_time', e.target.value)}
            options={REPLY_TIMES.map((r) => ({ value: r, label: t(`inboxesPage.settings.replyTimes.${r}`) }))}
          />
          <PortalSelectField accountId={accountId} value={draft.portal_id} onChange={(v) => set('portal_id', v)} />
        </SettingsSection>
      ) : null}

      <SettingsSection title={t('inboxesPage.greeting.title')}>
        <SwitchRow
          label={t('inboxesPage.greeting.enabled')}
          description={t('inboxesPage.greeting.hint')}
          control={toggle('greeting_enabled')}
        />
        {draft.greeting_enabled ? (
          <GreetingField
            rich={isWeb}
            accountId={accountId}
            label={t('inboxesPage.greeting.message')}
            value={draft.greeting_message}
            onChange={(v) => set('greeting_message', v)}
          />
        ) : null}
      </SettingsSection>

      <SettingsSection title={t('inboxesPage.settings.conversations')}>
        {isWeb ? (
          <SwitchRow
            label={t('inboxesPage.settings.fields.enable_email_collect')}
            description={t('inboxesPage.settings.hints.enable_email_collect')}
            control={toggle('enable_email_collect')}
          />
        ) : null}
        <SwitchRow
          label={t('inboxesPage.settings.fields.csat_survey_enabled')}
          description={t('inboxesPage.settings.hints.csat_survey_enabled')}
          control={toggle('csat_survey_enabled')}
        />
        {draft.csat_survey_enabled ? (
          <CsatSettingsFields
            value={draft.csat_config}
            onChange={(v) => set('csat_config', v)}
            messageError={csatMessageError}
          />
        ) : null}
        <SwitchRow
          label={t('inboxesPage.settings.fields.allow_messages_after_resolved')}
          description={t('inboxesPage.settings.hints.allow_messages_after_resolved')}
          control={toggle('allow_messages_after_resolved')}
        />
        {isWeb ? null : (
          <SwitchRow
            label={t('inboxesPage.settings.fields.lock_to_single_conversation')}
            description={t('inboxesPage.settings.hints.lock_to_single_conversation')}
            control={toggle('lock_to_single_conversation')}
          />
        )}
      </SettingsSection>

      <Button type="submit" isLoading={update.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
};
