import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { TInbox } from '../inboxApi.ts';
import { useAgentBots, useInboxBot, useSetInboxBot } from '../useInbox.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The inbox's agent bot: one of the account's bots, or none (spec §4 "Inbox bot link"). */
export const BotTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const bots = useAgentBots(accountId);
  const current = useInboxBot(accountId, inbox.id);
  const setBot = useSetInboxBot(accountId, inbox.id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (bots.isPending || current.isPending) return <Spinner className="size-6" label={t('common.loading')} />;
  const value = chosen ?? String(current.data?.id ?? '');
  return (
    <SettingsSection title={t('inboxesPage.bot.title')} description={t('inboxesPage.bot.description')}>
      <SelectField
        label={t('inboxesPage.bot.select')}
        value={value}
        onChange={(e) => setChosen(e.target.value)}
        options={[
          { value: '', label: t('inboxesPage.bot.none') },
          ...(bots.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
        ]}
      />
      {(bots.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.bot.noBots')}</p>
      ) : null}
      <Button
        isLoading={setBot.isPending}
        onClick={() =>
          setBot.mutate(value ? Number(value) : null, {
            onSuccess: () => toast.show(t('inboxesPage.bot.saved'), 'success'),
            onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
          })
        }
      >
        {t('common.save')}
      </Button>
    </SettingsSection>
  );
};
