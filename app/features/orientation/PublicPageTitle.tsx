import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { composeTitle, useDocumentTitle } from './documentTitle.ts';

/** Pages outside the shell (the shell titles its own: AccountLayout), by route id. */
const TITLES = {
  login: 'login.title',
  auth_signup: 'signup.title',
  auth_reset_password: 'forgotPassword.title',
  auth_password_edit: 'resetPassword.title',
  auth_confirmation: 'confirmation.title',
  no_accounts: 'noAccounts.title',
  account_suspended: 'suspended.title',
} as const;

const isPublic = (id: string | undefined): id is keyof typeof TITLES => id !== undefined && id in TITLES;

/** Titles the sign-in, sign-up, password and no-account pages: "Sign in to your account · Helpdesk". */
export const PublicPageTitle = () => {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id;
  useDocumentTitle(isPublic(id) ? composeTitle([t(TITLES[id]), t('app.name')]) : null);
  return null;
};
