import { useQuery } from '@tanstack/react-query';
import { authKeys, fetchInstallation } from './authApi.ts';

export const useInstallation = () =>
  useQuery({ queryKey: authKeys.installation, queryFn: fetchInstallation, staleTime: 60 * 1000 });
