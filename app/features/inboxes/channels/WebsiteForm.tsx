import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { WEBSITE_INITIAL, ZWebsiteForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { GreetingField } from './GreetingField.tsx';

/** Website channel: the widget's name, domain, colour, welcome texts and greeting (spec §2). */
export const WebsiteForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZWebsiteForm, WEBSITE_INITIAL);
  const labels = {
    name: t('inboxesPage.website.name'),
    website_url: t('inboxesPage.website.domain'),
    widget_color: t('inboxesPage.website.color'),
    welcome_title: t('inboxesPage.website.welcomeTitle'),
    welcome_tagline: t('inboxesPage.website.welcomeTagline'),
    greeting_enabled: t('inboxesPage.greeting.enabled'),
    greeting_message: t('inboxesPage.greeting.message'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: typeof form.values) =>
      createInbox(accountId, {
        name: v.name.trim(),
        greeting_enabled: v.greeting_enabled === '1',
        greeting_message: v.greeting_enabled === '1' ? v.greeting_message : null,
        channel: {
          type: 'web_widget',
          website_url: v.website_url.trim(),
          widget_color: v.widget_color,
          welcome_title: v.welcome_title.trim(),
          welcome_tagline: v.welcome_tagline.trim(),
        },
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.website.failed'),
  });
  // Spec §2: submit stays disabled until both the domain and the name are filled.
  const canSubmit = form.values.name.trim() !== '' && form.values.website_url.trim() !== '';
  return (
    <ChannelFormCard
      title={t('inboxesPage.website.title')}
      description={t('inboxesPage.website.description')}
      onSubmit={form.handleSubmit(() => create.mutate(form.values))}
      isSubmitting={create.isPending}
      submitDisabled={!canSubmit}
    >
      <TextField label={labels.name} placeholder={t('inboxesPage.website.namePlaceholder')} {...form.field('name')} />
      <TextField
        label={labels.website_url}
        placeholder={t('inboxesPage.website.domainPlaceholder')}
        {...form.field('website_url')}
      />
      <ColorPicker
        label={labels.widget_color}
        value={form.values.widget_color}
        onChange={(hex) => form.setValue('widget_color', hex)}
      />
      <TextField
        label={labels.welcome_title}
        placeholder={t('inboxesPage.website.welcomeTitlePlaceholder')}
        {...form.field('welcome_title')}
      />
      <TextField
        label={labels.welcome_tagline}
        placeholder={t('inboxesPage.website.welcomeTaglinePlaceholder')}
        {...form.field('welcome_tagline')}
      />
      <CheckboxField
        label={labels.greeting_enabled}
        hint={t('inboxesPage.greeting.hint')}
        checked={form.values.greeting_enabled === '1'}
        onChange={(on) => form.setValue('greeting_enabled', on ? '1' : '')}
      />
      {form.values.greeting_enabled === '1' ? (
        <GreetingField
          rich
          accountId={accountId}
          label={labels.greeting_message}
          value={form.values.greeting_message}
          onChange={(v) => form.setValue('greeting_message', v)}
        />
      ) : null}
    </ChannelFormCard>
  );
};
