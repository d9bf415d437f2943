import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/index.ts';
import { fetchTeams, teamKeys } from '../teams/index.ts';
import { EntityReport } from './EntityReport.tsx';

/** team_reports. */
export const TeamReportsPage = () => {
  const { account } = useCurrentAccount();
  const teams = useQuery({
    queryKey: teamKeys.list(account.id),
    queryFn: () => fetchTeams(account.id),
    staleTime: 60_000,
    select: (list) => list.map((tm) => ({ id: tm.id, name: tm.name })),
  });
  return <EntityReport kind="team" entities={teams} />;
};
