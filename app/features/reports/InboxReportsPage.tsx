import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/index.ts';
import { fetchInboxes, inboxKeys } from '../inboxes/index.ts';
import { EntityReport } from './EntityReport.tsx';

/** inbox_reports. */
export const InboxReportsPage = () => {
  const { account } = useCurrentAccount();
  const inboxes = useQuery({
    queryKey: inboxKeys.list(account.id),
    queryFn: () => fetchInboxes(account.id),
    staleTime: 60_000,
    select: (list) => list.map((i) => ({ id: i.id, name: i.name })),
  });
  return <EntityReport kind="inbox" entities={inboxes} />;
};
