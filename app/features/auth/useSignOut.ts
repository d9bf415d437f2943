import { useMutation } from '@tanstack/react-query';
import { signOut } from './authApi.ts';

/** Signs out and reloads into the login page, so no cached data of this user survives. */
export const useSignOut = () =>
  useMutation({
    mutationFn: signOut,
    onSettled: () => window.location.assign('/app/login'),
  });
