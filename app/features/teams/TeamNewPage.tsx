import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { TeamDetailsForm } from './TeamDetailsForm.tsx';
import { TeamWizardFrame } from './TeamWizardFrame.tsx';
import { useTeamMutations } from './useTeamSettings.ts';

/** settings_teams_new: name the team, then choose its agents. */
export const TeamNewPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const { create } = useTeamMutations(account.id);
  return (
    <TeamWizardFrame>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('teamsPage.new.title')}</h2>
      <p className="mt-1 mb-6 text-sm text-slate-500 dark:text-slate-400">{t('teamsPage.new.description')}</p>
      <TeamDetailsForm
        submitLabel={t('teamsPage.new.submit')}
        isPending={create.isPending}
        onSubmit={async (input) => {
          const team = await create.mutateAsync(input);
          toast.show(t('teamsPage.created', { name: team.name }));
          await navigate(pathTo(account.id, 'settings_teams_add_agents', { teamId: team.id }));
        }}
      />
    </TeamWizardFrame>
  );
};
