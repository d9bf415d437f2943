import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TAssistant } from '../../../common/contracts/captainAssistants.ts';
import { Button } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { AssistantNav, CaptainNav } from './CaptainNav.tsx';
import { useAssistantInboxes, useAssistants, useCaptainMutations } from './captainAssistantsApi.ts';
import { RuleList } from './RuleList.tsx';

type TForm = {
  name: string;
  description: string;
  product_name: string;
  instructions: string;
  welcome_message: string;
  handoff_message: string;
  resolution_message: string;
  temperature: string;
  max_turns: string;
  feature_faq: boolean;
  feature_citation: boolean;
  response_guidelines: string[];
  guardrails: string[];
};

const formOf = (a: TAssistant): TForm => ({
  name: a.name,
  description: a.description,
  product_name: a.config.product_name ?? '',
  instructions: a.config.instructions ?? '',
  welcome_message: a.config.welcome_message ?? '',
  handoff_message: a.config.handoff_message ?? '',
  resolution_message: a.config.resolution_message ?? '',
  temperature: String(a.config.temperature ?? 0.3),
  max_turns: String(a.config.max_turns ?? 5),
  feature_faq: a.config.feature_faq !== false,
  feature_citation: a.config.feature_citation !== false,
  response_guidelines: a.response_guidelines,
  guardrails: a.guardrails,
});

/** The inboxes the assistant answers: add one of the account's (not taken by another assistant) or remove. */
const ConnectedInboxes = ({ assistantId, admin }: { assistantId: number; admin: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const connected = useAssistantInboxes(account.id, assistantId);
  const inboxes = useInboxes(account.id);
  const { connectInbox, disconnectInbox } = useCaptainMutations(account.id);
  const [choice, setChoice] = useState('');
  const ids = new Set((connected.data?.payload ?? []).map((i) => i.id));
  const options = (inboxes.data ?? []).filter((i) => !ids.has(i.id));
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  return (
    <section aria-labelledby="captain-inboxes" className="space-y-3">
      <h2 id="captain-inboxes" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('captainAssistants.inboxes.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('captainAssistants.inboxes.body')}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {(connected.data?.payload ?? []).map((i) => (
          <li key={i.id} className="flex items-center gap-2 px-3 py-2 text-sm text-slate-800 dark:text-slate-200">
            <bdi>{i.name}</bdi>
            {admin ? (
              <Button
                variant="ghost"
                size="sm"
                className="ms-auto"
                onClick={() => disconnectInbox.mutate({ id: assistantId, inboxId: i.id }, { onError })}
              >
                {t('captainAssistants.inboxes.remove', { name: i.name })}
              </Button>
            ) : null}
          </li>
        ))}
        {connected.data?.payload.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
            {t('captainAssistants.inboxes.none')}
          </li>
        ) : null}
      </ul>
      {admin ? (
        <div className="flex items-end gap-2">
          <SelectField
            className="min-w-56"
            label={t('captainAssistants.inboxes.pick')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              { value: '', label: t('captainAssistants.inboxes.choose') },
              ...options.map((i) => ({ value: String(i.id), label: i.name })),
            ]}
          />
          <Button
            variant="secondary"
            disabled={!choice}
            isLoading={connectInbox.isPending}
            onClick={() =>
              connectInbox.mutate(
                { id: assistantId, inboxId: Number(choice) },
                { onSuccess: () => setChoice(''), onError },
              )
            }
          >
            {t('captainAssistants.inboxes.add')}
          </Button>
        </div>
      ) : null}
    </section>
  );
};

/** captain_assistant: an assistant's settings, rules and inboxes (agents read them). */
export const AssistantPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const assistantId = Number(useParams().assistantId);
  const assistants = useAssistants(account.id);
  const assistant = assistants.data?.payload.find((a) => a.id === assistantId) ?? null;
  if (!assistant)
    return (
      <>
        <PageHeader title={t('routes.captain_assistant')} />
        <div className="p-6">
          <CaptainNav />
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {assistants.isPending ? t('captainAssistants.loading') : t('captainAssistants.notFound')}
          </p>
        </div>
      </>
    );
  // The form keeps what was typed across saves (a remount would drop the save's toast); another assistant resets it.
  return <AssistantForm key={assistant.id} assistant={assistant} />;
};

const AssistantForm = ({ assistant }: { assistant: TAssistant }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const admin = account.role === 'administrator';
  const assistantId = assistant.id;
  const { updateAssistant } = useCaptainMutations(account.id);
  const [form, setForm] = useState<TForm>(() => formOf(assistant));
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    updateAssistant.mutate(
      {
        id: assistantId,
        body: {
          name: form.name,
          description: form.description,
          config: {
            product_name: form.product_name,
            instructions: form.instructions,
            welcome_message: form.welcome_message,
            handoff_message: form.handoff_message,
            resolution_message: form.resolution_message,
            temperature: Number(form.temperature),
            max_turns: Number(form.max_turns),
            feature_faq: form.feature_faq,
            feature_citation: form.feature_citation,
          },
          response_guidelines: form.response_guidelines.map((r) => r.trim()).filter(Boolean),
          guardrails: form.guardrails.map((r) => r.trim()).filter(Boolean),
        },
      },
      {
        onSuccess: () => toast.show(t('captainAssistants.saved')),
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  };
  const text = (key: keyof TForm, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value)}
      dir="auto"
      disabled={!admin}
    />
  );
  const area = (key: keyof TForm, label: string, rows = 2) => (
    <TextAreaField
      label={label}
      rows={rows}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value)}
      dir="auto"
      disabled={!admin}
    />
  );
  return (
    <>
      <PageHeader title={assistant.name} description={t('captainAssistants.settingsBody')} />
      <div className="space-y-6 p-6">
        <CaptainNav />
        <AssistantNav assistantId={assistantId} name={assistant.name} />
        <form onSubmit={save} noValidate className="grid max-w-3xl gap-4">
          {text('name', t('captainAssistants.fields.name'))}
          {area('description', t('captainAssistants.fields.description'))}
          {text('product_name', t('captainAssistants.fields.productName'))}
          {area('instructions', t('captainAssistants.fields.instructions'), 5)}
          {area('welcome_message', t('captainAssistants.fields.welcome'))}
          {area('handoff_message', t('captainAssistants.fields.handoff'))}
          {area('resolution_message', t('captainAssistants.fields.resolution'))}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('captainAssistants.fields.temperature')}
              hint={t('captainAssistants.fields.temperatureHint')}
              type="number"
              min={0}
              max={1}
              step={0.1}
              value={form.temperature}
              onChange={(e) => set('temperature', e.target.value)}
              disabled={!admin}
            />
            <TextField
              label={t('captainAssistants.fields.maxTurns')}
              hint={t('captainAssistants.fields.maxTurnsHint')}
              type="number"
              min={1}
              max={20}
              value={form.max_turns}
              onChange={(e) => set('max_turns', e.target.value)}
              disabled={!admin}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <span className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <ToggleSwitch
                checked={form.feature_faq}
                onChange={(v) => set('feature_faq', v)}
                label={t('captainAssistants.fields.featureFaq')}
                disabled={!admin}
              />
              {t('captainAssistants.fields.featureFaq')}
            </span>
            <span className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <ToggleSwitch
                checked={form.feature_citation}
                onChange={(v) => set('feature_citation', v)}
                label={t('captainAssistants.fields.featureCitation')}
                disabled={!admin}
              />
              {t('captainAssistants.fields.featureCitation')}
            </span>
          </div>
          <RuleList
            legend={t('captainAssistants.fields.guidelines')}
            hint={t('captainAssistants.fields.guidelinesHint')}
            rules={form.response_guidelines}
            onChange={(r) => set('response_guidelines', r)}
            disabled={!admin}
          />
          <RuleList
            legend={t('captainAssistants.fields.guardrails')}
            hint={t('captainAssistants.fields.guardrailsHint')}
            rules={form.guardrails}
            onChange={(r) => set('guardrails', r)}
            disabled={!admin}
          />
          {admin ? (
            <div>
              <Button type="submit" isLoading={updateAssistant.isPending}>
                {t('common.save')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('captainAssistants.readOnly')}</p>
          )}
        </form>
        <ConnectedInboxes assistantId={assistantId} admin={admin} />
      </div>
    </>
  );
};
