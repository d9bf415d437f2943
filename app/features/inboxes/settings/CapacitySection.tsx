import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../../common/contracts/agents.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useAgentCapacities, useSetAgentCapacities } from '../useInbox.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** A capacity is empty (no limit) or a whole number from 1 to 1000. */
export const parseCapacity = (raw: string): number | null | 'invalid' => {
  const v = raw.trim();
  if (v === '') return null;
  return /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000 ? Number(v) : 'invalid';
};

interface TCapacitySectionProps {
  accountId: number;
  inboxId: number;
  members: TAgent[];
}

/** Per member of the inbox: the most open conversations of this inbox auto-assignment gives them. */
export const CapacitySection = ({ accountId, inboxId, members }: TCapacitySectionProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const capacities = useAgentCapacities(accountId, inboxId);
  const save = useSetAgentCapacities(accountId, inboxId);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const saved = new Map((capacities.data ?? []).map((c) => [c.user_id, c]));
  const valueOf = (userId: number) => edits[userId] ?? String(saved.get(userId)?.max_open_conversations ?? '');
  const parsed = members.map((m) => ({ user_id: m.id, max_open_conversations: parseCapacity(valueOf(m.id)) }));
  const hasInvalid = parsed.some((p) => p.max_open_conversations === 'invalid');

  const submit = () => {
    if (hasInvalid) return;
    const input = parsed.map((p) => ({
      user_id: p.user_id,
      max_open_conversations: p.max_open_conversations === 'invalid' ? null : p.max_open_conversations,
    }));
    save.mutate(
      { capacities: input },
      {
        onSuccess: () => {
          setEdits({});
          toast.show(t('inboxesPage.settings.capacitySaved'), 'success');
        },
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  };

  return (
    <SettingsSection
      title={t('inboxesPage.settings.capacityTitle')}
      description={t('inboxesPage.settings.capacityDescription')}
    >
      {capacities.isPending ? (
        <Spinner className="size-6" label={t('common.loading')} />
      ) : capacities.isError ? (
        <Alert>{apiErrorMessage(capacities.error, t)}</Alert>
      ) : members.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.settings.noMembers')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {members.map((m) => {
            const value = valueOf(m.id);
            return (
              <TextField
                key={m.id}
                label={t('inboxesPage.settings.capacityFor', { name: m.available_name || m.name })}
                inputMode="numeric"
                dir="auto"
                value={value}
                onChange={(e) => setEdits((prev) => ({ ...prev, [m.id]: e.target.value }))}
                hint={t('inboxesPage.settings.openNow', { count: saved.get(m.id)?.open_conversations ?? 0 })}
                error={parseCapacity(value) === 'invalid' ? t('inboxesPage.form.positiveNumber') : undefined}
              />
            );
          })}
        </div>
      )}
      <Button onClick={submit} isLoading={save.isPending} disabled={hasInvalid || members.length === 0}>
        {t('inboxesPage.settings.saveCapacity')}
      </Button>
    </SettingsSection>
  );
};
