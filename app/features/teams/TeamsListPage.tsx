import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTeam } from '../../../common/contracts/teams.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useManagedTeams, useTeamMutations } from './useTeamSettings.ts';

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

/** settings_teams_list: the account's teams; create through the wizard, edit, delete. */
export const TeamsListPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const teams = useManagedTeams(account.id);
  const { remove } = useTeamMutations(account.id);
  const [deleting, setDeleting] = useState<TTeam | null>(null);

  return (
    <>
      <PageHeader
        title={t('teamsPage.title')}
        description={t('teamsPage.description')}
        actions={
          <Link
            to={pathTo(account.id, 'settings_teams_new')}
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600"
          >
            <Icon name="plus" className="size-4" />
            {t('teamsPage.add')}
          </Link>
        }
      />
      <div className="p-6">
        <ListStates
          query={teams}
          isEmpty={teams.data?.length === 0}
          empty={<EmptyState icon="team" title={t('teamsPage.emptyTitle')} body={t('teamsPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('teamsPage.title')}
            columns={[
              { label: t('teamsPage.fields.name') },
              { label: t('teamsPage.fields.description') },
              { label: t('teamsPage.columns.members') },
              { label: t('teamsPage.columns.autoAssign') },
              { label: t('teamsPage.columns.actions'), hidden: true },
            ]}
            rows={teams.data ?? []}
            cells={(team) => (
              <>
                <td className="px-4 py-2.5 font-medium text-slate-900 dark:text-white">
                  <bdi>{team.name}</bdi>
                </td>
                <td className="max-w-xs truncate px-4 py-2.5 text-slate-500 dark:text-slate-400">
                  {team.description ?? ''}
                </td>
                <td className="px-4 py-2.5 text-slate-600 tabular-nums dark:text-slate-300">{team.members_count}</td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  {team.allow_auto_assign ? t('common.yes') : t('common.no')}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <Link
                    to={pathTo(account.id, 'settings_teams_edit', { teamId: team.id })}
                    className={iconLink}
                    aria-label={t('teamsPage.editNamed', { name: team.name })}
                    title={t('teamsPage.editNamed', { name: team.name })}
                  >
                    <Icon name="pencil" className="size-4" />
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('teamsPage.deleteNamed', { name: team.name })}
                    title={t('teamsPage.deleteNamed', { name: team.name })}
                    onClick={() => setDeleting(team)}
                    icon={<Icon name="trash" className="size-4" />}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          title={t('teamsPage.deleteTitle', { name: deleting.name })}
          description={t('teamsPage.deleteBody')}
          confirmLabel={t('teamsPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const team = deleting;
            setDeleting(null);
            if (!confirmed) return;
            remove.mutate(team.id, {
              onSuccess: () => toast.show(t('teamsPage.deleted', { name: team.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
