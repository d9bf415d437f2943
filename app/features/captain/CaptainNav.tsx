import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-woot-500 ${
    isActive
      ? 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

/** Captain's pages: the assistants, the team's tools and the report (the current one is marked). */
export const CaptainNav = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <nav aria-label={t('captainNav.label')} className="flex flex-wrap gap-1">
      <NavLink end to={pathTo(account.id, 'captain')} className={link}>
        {t('captainNav.assistants')}
      </NavLink>
      <NavLink to={pathTo(account.id, 'captain_tools')} className={link}>
        {t('captainNav.tools')}
      </NavLink>
      <NavLink to={pathTo(account.id, 'captain_report')} className={link}>
        {t('captainNav.report')}
      </NavLink>
    </nav>
  );
};

/** One assistant's pages: its settings and inboxes, documents, FAQs and playground. */
export const AssistantNav = ({ assistantId, name }: { assistantId: number; name: string }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const to = (route: string) => pathTo(account.id, route, { assistantId });
  return (
    <nav aria-label={t('captainNav.assistantLabel', { name })} className="flex flex-wrap gap-1">
      <NavLink end to={to('captain_assistant')} className={link}>
        {t('captainNav.settings')}
      </NavLink>
      <NavLink to={to('captain_documents')} className={link}>
        {t('captainNav.documents')}
      </NavLink>
      <NavLink to={to('captain_faqs')} className={link}>
        {t('captainNav.faqs')}
      </NavLink>
      <NavLink to={to('captain_playground')} className={link}>
        {t('captainNav.playground')}
      </NavLink>
    </nav>
  );
};
