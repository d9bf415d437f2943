import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/index.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { EntityReport } from './EntityReport.tsx';

/** agent_reports. */
export const AgentReportsPage = () => {
  const { account } = useCurrentAccount();
  const agents = useQuery({
    queryKey: agentKeys.list(account.id),
    queryFn: () => listAgents(account.id),
    select: (list) => list.map((a) => ({ id: a.id, name: a.name })),
  });
  return <EntityReport kind="agent" entities={agents} />;
};
