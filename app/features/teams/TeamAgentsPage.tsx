import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useAgents } from '../agents/index.ts';
import { pathTo } from '../navigation/index.ts';
import { TeamMemberPicker } from './TeamMemberPicker.tsx';
import { TeamWizardFrame } from './TeamWizardFrame.tsx';
import { useTeam, useTeamMembers, useTeamMutations } from './useTeamSettings.ts';

interface TTeamAgentsPageProps {
  /** create: settings_teams_add_agents (adds, at least one); edit: settings_teams_edit_members (replaces). */
  mode: 'create' | 'edit';
}

/** The members step of both team wizards. */
export const TeamAgentsPage = ({ mode }: TTeamAgentsPageProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const teamId = Number(useParams().teamId);
  const team = useTeam(account.id, teamId);
  const agents = useAgents(account.id);
  const current = useTeamMembers(account.id, teamId);
  const { members } = useTeamMutations(account.id);
  // null until the person changes the selection: until then the current members are the selection.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const selected = picked ?? current.data?.map((a) => a.id) ?? [];
  const needsOne = mode === 'create' && selected.length === 0;
  const finishRoute = mode === 'create' ? 'settings_teams_finish' : 'settings_teams_edit_finish';

  const submit = () => {
    setSubmitted(true);
    if (needsOne) return;
    members.mutate(
      { id: teamId, userIds: selected, mode: mode === 'create' ? 'add' : 'set' },
      { onSuccess: () => void navigate(pathTo(account.id, finishRoute, { teamId })) },
    );
  };

  const loading = team.isPending || agents.isPending || current.isPending;
  const failed = team.error ?? agents.error ?? current.error;
  return (
    <TeamWizardFrame>
      {loading ? (
        <Spinner className="size-6" label={t('common.loading')} />
      ) : failed ? (
        <LoadErrorScreen
          message={apiErrorMessage(failed, t)}
          onRetry={() => void Promise.all([team.refetch(), agents.refetch(), current.refetch()])}
        />
      ) : (
        <div className="max-w-2xl">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            {t(mode === 'create' ? 'teamsPage.agents.title' : 'teamsPage.agents.editTitle', {
              name: team.data?.name ?? '',
            })}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-500 dark:text-slate-400">{t('teamsPage.agents.description')}</p>
          {members.isError ? <Alert className="mb-4">{apiErrorMessage(members.error, t)}</Alert> : null}
          <TeamMemberPicker
            agents={agents.data ?? []}
            selected={selected}
            onChange={setPicked}
            error={submitted && needsOne ? t('teamsPage.agents.pickOne') : undefined}
          />
          <div className="mt-6">
            <Button onClick={submit} isLoading={members.isPending}>
              {t(mode === 'create' ? 'teamsPage.agents.submit' : 'teamsPage.agents.editSubmit')}
            </Button>
          </div>
        </div>
      )}
    </TeamWizardFrame>
  );
};
