import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINEAR_PRIORITIES } from '../../../../common/contracts/linear.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { api, isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useLinearMutations, useLinearTeamEntities, useLinearTeams } from './linearApi.ts';
import { issuePrefill, type TThreadMessage } from './linearPrefill.ts';

interface TProps {
  accountId: number;
  conversationId: number;
  contactName: string;
  onClose: () => void;
}

type TForm = {
  team_id: string;
  /** null: not typed yet, the prefill shows. */
  title: string | null;
  description: string | null;
  priority: string;
  state_id: string;
  assignee_id: string;
  label_id: string;
  project_id: string;
};
const EMPTY: TForm = {
  team_id: '',
  title: null,
  description: null,
  priority: '0',
  state_id: '',
  assignee_id: '',
  label_id: '',
  project_id: '',
};

/**
 * Create a Linear issue from the conversation: team first (its states, people, labels and projects follow),
 * title and description prefilled from the conversation's last messages and its link, priority. A refusal keeps
 * everything typed and shows the reason at the field it names, or above the form.
 */
export const CreateLinearIssueDialog = ({ accountId, conversationId, contactName, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const teams = useLinearTeams(accountId);
  const [form, setForm] = useState<TForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof TForm | 'base', string>>>({});
  const entities = useLinearTeamEntities(accountId, form.team_id);
  const { create } = useLinearMutations(accountId, conversationId);
  const messages = useQuery({
    queryKey: ['accounts', accountId, 'linear', 'prefill', conversationId],
    queryFn: () =>
      api<{ payload: TThreadMessage[] }>(`/api/v1/accounts/${accountId}/conversations/${conversationId}/messages`, {
        contract: 'messageList',
      }),
    staleTime: 0,
  });

  // The prefill arrives with the messages; what was typed wins.
  const prefill = useMemo(() => {
    const link = `${window.location.origin}/app/accounts/${accountId}/conversations/${conversationId}`;
    return issuePrefill(messages.data?.payload ?? [], {
      contact: contactName,
      from: t('linearPanel.descriptionFrom'),
      link: t('linearPanel.conversationLink', { url: link }),
    });
  }, [messages.data, accountId, conversationId, contactName, t]);
  const title = form.title ?? prefill.title;
  const description = form.description ?? prefill.description;

  const set = (key: keyof TForm, value: string) => {
    setForm((f) => ({
      ...f,
      [key]: value,
      // Another team has other states, people, labels and projects.
      ...(key === 'team_id' && { state_id: '', assignee_id: '', label_id: '', project_id: '' }),
    }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!form.team_id) found.team_id = t('linearPanel.required');
    if (!title.trim()) found.title = t('linearPanel.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      {
        conversation_id: conversationId,
        team_id: form.team_id,
        title,
        description,
        priority: Number(form.priority),
        state_id: form.state_id || null,
        assignee_id: form.assignee_id || null,
        project_id: form.project_id || null,
        label_ids: form.label_id ? [form.label_id] : [],
      },
      {
        onSuccess: (issue) => {
          toast.show(t('linearPanel.created', { identifier: issue.identifier }));
          onClose();
        },
        onError: (err) => {
          const details = isApiError(err) ? err.details : {};
          const next: typeof errors = {};
          for (const [key, msgs] of Object.entries(details)) {
            const field = key === 'label_ids' ? 'label_id' : key;
            if (field in EMPTY) next[field as keyof TForm] = msgs.join(', ');
          }
          if (Object.keys(next).length === 0) next.base = apiErrorMessage(err, t);
          setErrors(next);
        },
      },
    );
  };

  const none = { value: '', label: t('linearPanel.fields.none') };
  const options = (list: { id: string; name: string }[] | undefined) => [
    none,
    ...(list ?? []).map((x) => ({ value: x.id, label: x.name })),
  ];
  const loadError = teams.isError ? teams.error : entities.isError ? entities.error : null;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('linearPanel.createTitle')}
      description={t('linearPanel.createDescription')}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending}>
            {t('linearPanel.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {errors.base ? <Alert>{errors.base}</Alert> : null}
        {loadError ? <Alert>{apiErrorMessage(loadError, t)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('linearPanel.fields.team')}
            value={form.team_id}
            onChange={(e) => set('team_id', e.target.value)}
            options={[
              { value: '', label: t('linearPanel.fields.chooseTeam') },
              ...(teams.data ?? []).map((x) => ({ value: x.id, label: x.name })),
            ]}
            error={errors.team_id}
            required
          />
          <SelectField
            label={t('linearPanel.fields.priority')}
            value={form.priority}
            onChange={(e) => set('priority', e.target.value)}
            options={LINEAR_PRIORITIES.map((p) => ({
              value: String(p),
              label: t(`linearPanel.priority.${String(p) as '0'}`),
            }))}
            error={errors.priority}
          />
        </div>
        <TextField
          label={t('linearPanel.fields.title')}
          value={title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          dir="auto"
          maxLength={255}
          required
        />
        <TextAreaField
          label={t('linearPanel.fields.description')}
          value={description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          dir="auto"
          rows={6}
        />
        {form.team_id ? (
          entities.isPending ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('linearPanel.loadingTeam')}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('linearPanel.fields.state')}
                value={form.state_id}
                onChange={(e) => set('state_id', e.target.value)}
                options={options(entities.data?.states)}
                error={errors.state_id}
              />
              <SelectField
                label={t('linearPanel.fields.assignee')}
                value={form.assignee_id}
                onChange={(e) => set('assignee_id', e.target.value)}
                options={options(entities.data?.users)}
                error={errors.assignee_id}
              />
              <SelectField
                label={t('linearPanel.fields.label')}
                value={form.label_id}
                onChange={(e) => set('label_id', e.target.value)}
                options={options(entities.data?.labels)}
                error={errors.label_id}
              />
              <SelectField
                label={t('linearPanel.fields.project')}
                value={form.project_id}
                onChange={(e) => set('project_id', e.target.value)}
                options={options(entities.data?.projects)}
                error={errors.project_id}
              />
            </div>
          )
        ) : null}
      </form>
    </Dialog>
  );
};
