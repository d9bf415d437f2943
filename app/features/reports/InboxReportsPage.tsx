import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { fetchInboxes, inboxKeys } from '../inboxes/inboxQueries.ts';
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
