import { Navigate, useParams } from 'react-router';

/** Redirects to a page of the account in the URL; absolute, so it also works from splat routes. */
export const AccountRedirect = ({ to }: { to: string }) => {
  const { accountId } = useParams();
  return <Navigate to={`/accounts/${accountId}/${to}`} replace />;
};
