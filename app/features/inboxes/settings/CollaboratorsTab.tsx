import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useAgents } from '../../agents/index.ts';
import { AgentPicker } from '../AgentPicker.tsx';
import type { TInbox } from '../inboxApi.ts';
import { useInboxMembers, useSetInboxMembers, useUpdateInbox } from '../useInbox.ts';
import { CapacitySection } from './CapacitySection.tsx';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';

/** A max assignment limit is empty (no limit) or a whole number of at least 1. */
export const parseAssignmentLimit = (raw: string): number | null | 'invalid' => {
  if (raw.trim() === '') return null;
  return /^\d+$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : 'invalid';
};

/** Who works the inbox, and how conversations are handed out. */
export const CollaboratorsTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const agents = useAgents(accountId);
  const members = useInboxMembers(accountId, inbox.id);
  const saveMembers = useSetInboxMembers(accountId, inbox.id);
  const update = useUpdateInbox(accountId, inbox.id);
  const [selected, setSelected] = useState<number[] | null>(null);
  const [autoAssign, setAutoAssign] = useState(inbox.enable_auto_assignment);
  const savedLimit = inbox.auto_assignment_config.max_assignment_limit;
  const [limit, setLimit] = useState(typeof savedLimit === 'number' ? String(savedLimit) : '');
  const current = selected ?? (members.data ?? []).map((m) => m.id);
  const parsedLimit = parseAssignmentLimit(limit);

  const onError = (err: unknown) => toast.show(apiErrorMessage(err, t), 'error');
  const saveAgents = () =>
    saveMembers.mutate(current, {
      onSuccess: () => toast.show(t('inboxesPage.settings.membersSaved'), 'success'),
      onError,
    });
  const saveAssignment = () => {
    if (parsedLimit === 'invalid') return;
    update.mutate(
      {
        enable_auto_assignment: autoAssign,
        auto_assignment_config: { ...inbox.auto_assignment_config, max_assignment_limit: parsedLimit },
      },
      { onSuccess: () => toast.show(t('inboxesPage.settings.saved'), 'success'), onError },
    );
  };

  return (
    <>
      <SettingsSection
        title={t('inboxesPage.settings.agentsTitle')}
        description={t('inboxesPage.settings.agentsDescription')}
      >
        {agents.isPending || members.isPending ? (
          <Spinner className="size-6" label={t('common.loading')} />
        ) : agents.isError ? (
          <Alert>{apiErrorMessage(agents.error, t)}</Alert>
        ) : (
          <AgentPicker
            legend={t('inboxesPage.agents.legend')}
            agents={agents.data}
            selected={current}
            onChange={setSelected}
          />
        )}
        <Button onClick={saveAgents} isLoading={saveMembers.isPending}>
          {t('inboxesPage.settings.saveAgents')}
        </Button>
      </SettingsSection>
      <SettingsSection title={t('inboxesPage.settings.assignmentTitle')}>
        <SwitchRow
          label={t('inboxesPage.settings.fields.enable_auto_assignment')}
          description={t('inboxesPage.settings.hints.enable_auto_assignment')}
          control={
            <ToggleSwitch
              checked={autoAssign}
              onChange={setAutoAssign}
              label={t('inboxesPage.settings.fields.enable_auto_assignment')}
            />
          }
        />
        {autoAssign ? (
          <TextField
            label={t('inboxesPage.settings.maxAssignmentLimit')}
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            hint={t('inboxesPage.settings.maxAssignmentHint')}
            error={parsedLimit === 'invalid' ? t('inboxesPage.form.positiveNumber') : undefined}
          />
        ) : null}
        <Button onClick={saveAssignment} isLoading={update.isPending}>
          {t('common.save')}
        </Button>
      </SettingsSection>
      {members.data ? <CapacitySection accountId={accountId} inboxId={inbox.id} members={members.data} /> : null}
    </>
  );
};
