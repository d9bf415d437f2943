import { Navigate } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { settingsHomePath } from './accessOutcome.ts';

/** /settings: general settings for an administrator without a custom role, canned responses otherwise. */
export const SettingsHomeRedirect = () => {
  const { account } = useCurrentAccount();
  return <Navigate to={settingsHomePath(account)} replace />;
};
