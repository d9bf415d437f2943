import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TConversationStatus } from '../../../common/contracts/conversations.ts';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { agentKeys, listAgents } from '../agents/agentsApi.ts';
import { useLabels } from '../labels/useLabels.ts';
import { useTeams } from '../teams/useTeams.ts';
import { conversationKeys } from './conversationQueries.ts';
import { bulkAction, type TBulkInput } from './conversationsApi.ts';
import { MenuPopover } from './MenuPopover.tsx';

const STATUSES: TConversationStatus[] = ['open', 'pending', 'resolved'];

/** Selected conversations: assign agent or team, add labels, change status (POST bulk_actions). */
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
  const menu =
    'flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700';
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
      <MenuPopover
        label={t('conversations.bulk.assignAgent')}
        trigger={
          <>
            <Icon name="user" className="size-3.5" />
            {t('conversations.bulk.agent')}
          </>
        }
        triggerClassName={menu}
        align="start"
      >
        {(close) => (
          <>
            <MenuItem
              onClick={() => {
                close();
                void run({ fields: { assignee_id: null } });
              }}
            >
              {t('conversations.none')}
            </MenuItem>
            {agents
              .filter((a) => a.confirmed)
              .map((a) => (
                <MenuItem
                  key={a.id}
                  onClick={() => {
                    close();
                    void run({ fields: { assignee_id: a.id } });
                  }}
                >
                  {a.available_name || a.name}
                </MenuItem>
              ))}
          </>
        )}
      </MenuPopover>
      <MenuPopover
        label={t('conversations.bulk.assignTeam')}
        trigger={
          <>
            <Icon name="team" className="size-3.5" />
            {t('conversations.bulk.team')}
          </>
        }
        triggerClassName={menu}
        align="start"
      >
        {(close) => (
          <>
            <MenuItem
              onClick={() => {
                close();
                void run({ fields: { team_id: null } });
              }}
            >
              {t('conversations.none')}
            </MenuItem>
            {teams.map((x) => (
              <MenuItem
                key={x.id}
                onClick={() => {
                  close();
                  void run({ fields: { team_id: x.id } });
                }}
              >
                {x.name}
              </MenuItem>
            ))}
          </>
        )}
      </MenuPopover>
      <MenuPopover
        label={t('conversations.bulk.addLabel')}
        trigger={
          <>
            <Icon name="tag" className="size-3.5" />
            {t('conversations.bulk.labels')}
          </>
        }
        triggerClassName={menu}
        align="start"
      >
        {(close) =>
          labels.map((l) => (
            <MenuItem
              key={l.id}
              onClick={() => {
                close();
                void run({ labels: { add: [l.title] } });
              }}
            >
              {l.title}
            </MenuItem>
          ))
        }
      </MenuPopover>
      <MenuPopover
        label={t('conversations.bulk.changeStatus')}
        trigger={
          <>
            <Icon name="check" className="size-3.5" />
            {t('conversations.bulk.status')}
          </>
        }
        triggerClassName={menu}
        align="start"
      >
        {(close) =>
          STATUSES.map((s) => (
            <MenuItem
              key={s}
              onClick={() => {
                close();
                void run({ fields: { status: s } });
              }}
            >
              {t(`conversations.status.${s}`)}
            </MenuItem>
          ))
        }
      </MenuPopover>
    </div>
  );
};
