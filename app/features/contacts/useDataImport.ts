import { useQuery } from '@tanstack/react-query';
import { contactKeys, getDataImport } from './contactsApi.ts';

/** Polls an import/export job every second until it completes or fails. */
export const useDataImport = (accountId: number, id: number | null) =>
  useQuery({
    queryKey: contactKeys.dataImport(accountId, id ?? 0),
    queryFn: () => getDataImport(accountId, id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : 1000;
    },
  });
