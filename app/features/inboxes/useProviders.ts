import { useQuery } from '@tanstack/react-query';
import { getProviders, inboxKeys } from './inboxApi.ts';

/** Which channel providers have credentials on this installation. */
export const useProviders = (accountId: number) =>
  useQuery({ queryKey: inboxKeys.providers(accountId), queryFn: () => getProviders(accountId), staleTime: 5 * 60_000 });
