import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TConversationStatus } from '../../../common/contracts/conversations.ts';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { useLabels } from '../labels/index.ts';
import { useTeams } from '../teams/index.ts';
import { conversationKeys } from './conversationQueries.ts';
import { bulkAction, type TBulkInput } from './conversationsApi.ts';
import { MacrosMenu } from './MacrosMenu.tsx';
import { MenuPopover } from './MenuPopover.tsx';
import { ConversationTool } from './merge/lazyTools.ts';

const STATUSES: TConversationStatus[] = ['open', 'pending', 'resolved'];

type TBulkOption = { key: string | number; label: string; input: Omit<TBulkInput, 'ids'> };

const MENU_TRIGGER =
  'flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700';

/** One bulk menu: a trigger with an icon, and an item per choice that runs the bulk action. */
const BulkMenu = ({
  label,
  icon,
  text,
  options,
  onPick,
}: {
  label: string;
  icon: TIconName;
  text: string;
  options: TBulkOption[];
  onPick: (input: TBulkOption['input']) => Promise<void>;
}) => (
  <MenuPopover
    label={label}
    trigger={
      <>
        <Icon name={icon} className="size-3.5" />
        {text}
      </>
    }
    triggerClassName={MENU_TRIGGER}
    align="start"
  >
    {(close) =>
      options.map((o) => (
        <MenuItem
          key={o.key}
          onClick={() => {
            close();
            void onPick(o.input);
          }}
        >
          {o.label}
        </MenuItem>
      ))
    }
  </MenuPopover>
);

/**
 * Selected conversations: assign agent or team, add labels, change status (POST bulk_actions), merge one
 * contact's into the newest. Loaded when the first conversation is selected (ConversationListPane).
 */
export const BulkActionsBar = ({
  accountId,
  selected,
  allIds,
  onSelectAll,
  onDone,
}: {
  accountId: number;
  selected: number[];
  allIds: number[];
  onSelectAll: (all: boolean) => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const agents = useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) }).data ?? [];
  const teams = useTeams(accountId).data ?? [];
  const labels = useLabels(accountId).data ?? [];
  const run = async (input: Omit<TBulkInput, 'ids'>) => {
    setBusy(true);
    try {
      await bulkAction(accountId, { ids: selected, ...input });
      toast.show(t('conversations.bulk.done', { count: selected.length }), 'success');
      onDone();
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all(accountId) });
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  const allSelected = allIds.length > 0 && selected.length === allIds.length;
  return (
    <div
      role="toolbar"
      aria-label={t('conversations.bulk.label')}
      aria-busy={busy}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-800/60"
    >
      <label className="me-auto flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(e) => onSelectAll(e.target.checked)}
          aria-label={t('conversations.bulk.selectAll')}
        />
        {t('conversations.bulk.selected', { count: selected.length })}
      </label>
      <BulkMenu
        label={t('conversations.bulk.assignAgent')}
        icon="user"
        text={t('conversations.bulk.agent')}
        options={[
          { key: 'none', label: t('conversations.none'), input: { fields: { assignee_id: null } } },
          ...agents
            .filter((a) => a.confirmed)
            .map((a) => ({ key: a.id, label: a.available_name || a.name, input: { fields: { assignee_id: a.id } } })),
        ]}
        onPick={run}
      />
      <BulkMenu
        label={t('conversations.bulk.assignTeam')}
        icon="team"
        text={t('conversations.bulk.team')}
        options={[
          { key: 'none', label: t('conversations.none'), input: { fields: { team_id: null } } },
          ...teams.map((x) => ({ key: x.id, label: x.name, input: { fields: { team_id: x.id } } })),
        ]}
        onPick={run}
      />
      <BulkMenu
        label={t('conversations.bulk.addLabel')}
        icon="tag"
        text={t('conversations.bulk.labels')}
        options={labels.map((l) => ({ key: l.id, label: l.title, input: { labels: { add: [l.title] } } }))}
        onPick={run}
      />
      <BulkMenu
        label={t('conversations.bulk.changeStatus')}
        icon="check"
        text={t('conversations.bulk.status')}
        options={STATUSES.map((st) => ({
          key: st,
          label: t(`conversations.status.${st}`),
          input: { fields: { status: st } },
        }))}
        onPick={run}
      />
      <Suspense fallback={null}>
        <ConversationTool
          tool="bulkMerge"
          accountId={accountId}
          selected={selected}
          className={MENU_TRIGGER}
          onDone={onDone}
        />
      </Suspense>
      <MacrosMenu
        accountId={accountId}
        conversationIds={selected}
        onDone={onDone}
        triggerClassName={MENU_TRIGGER}
        text={t('macroRun.menu')}
      />
    </div>
  );
};
