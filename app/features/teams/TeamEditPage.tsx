import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { TeamDetailsForm } from './TeamDetailsForm.tsx';
import { TeamWizardFrame } from './TeamWizardFrame.tsx';
import { useTeam, useTeamMutations } from './useTeamSettings.ts';

/** settings_teams_edit: change the team's details, then its members. */
export const TeamEditPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const teamId = Number(useParams().teamId);
  const team = useTeam(account.id, teamId);
  const { update } = useTeamMutations(account.id);
  return (
    <TeamWizardFrame>
      {team.isPending ? (
        <Spinner className="size-6" label={t('common.loading')} />
      ) : team.isError ? (
        <LoadErrorScreen message={apiErrorMessage(team.error, t)} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {t('teamsPage.edit.title', { name: team.data.name })}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-500 dark:text-slate-400">{t('teamsPage.edit.description')}</p>
          <TeamDetailsForm
            team={team.data}
            submitLabel={t('teamsPage.edit.submit')}
            isPending={update.isPending}
            onSubmit={async (input) => {
              const saved = await update.mutateAsync({ id: teamId, input });
              toast.show(t('teamsPage.updated', { name: saved.name }));
              await navigate(pathTo(account.id, 'settings_teams_edit_members', { teamId }));
            }}
          />
        </>
      )}
    </TeamWizardFrame>
  );
};
