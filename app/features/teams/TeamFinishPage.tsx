import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { TeamWizardFrame } from './TeamWizardFrame.tsx';
import { useTeam, useTeamMembers } from './useTeamSettings.ts';

const linkClass = 'inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition-colors';

/** settings_teams_finish and settings_teams_edit_finish: the team is ready; where to go next. */
export const TeamFinishPage = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const teamId = Number(useParams().teamId);
  const team = useTeam(account.id, teamId);
  const members = useTeamMembers(account.id, teamId);
  return (
    <TeamWizardFrame>
      {team.isPending ? (
        <Spinner className="size-6" label={t('common.loading')} />
      ) : team.isError ? (
        <LoadErrorScreen message={apiErrorMessage(team.error, t)} onRetry={() => void team.refetch()} />
      ) : (
        <div className="max-w-2xl">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300">
              <Icon name="check" className="size-5" />
            </span>
            <div>
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                {t(mode === 'create' ? 'teamsPage.finish.title' : 'teamsPage.finish.editTitle')}
              </h2>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t('teamsPage.finish.body', { name: team.data.name, count: members.data?.length ?? 0 })}
              </p>
            </div>
          </div>
          <div className="mt-8 flex flex-wrap gap-2">
            <Link
              to={pathTo(account.id, 'team_conversations', { teamId })}
              className={`${linkClass} bg-woot-600 text-white hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600`}
            >
              {t('teamsPage.finish.open')}
            </Link>
            <Link
              to={pathTo(account.id, 'settings_teams_list')}
              className={`${linkClass} border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700`}
            >
              {t('teamsPage.finish.list')}
            </Link>
          </div>
        </div>
      )}
    </TeamWizardFrame>
  );
};
