import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/index.ts';
import { fetchLabels, labelKeys } from '../labels/index.ts';
import { EntityReport } from './EntityReport.tsx';

/** label_reports. */
export const LabelReportsPage = () => {
  const { account } = useCurrentAccount();
  const labels = useQuery({
    queryKey: labelKeys.list(account.id),
    queryFn: () => fetchLabels(account.id),
    staleTime: 60_000,
    select: (list) => list.map((l) => ({ id: l.id, name: l.title })),
  });
  return <EntityReport kind="label" entities={labels} />;
};
