import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { primaryLinkClass, secondaryLinkClass } from './helpCenterStyles.ts';
import { selectLocale } from './helpCenterRules.ts';
import { PortalWizardFrame } from './PortalWizardFrame.tsx';
import { usePortalFromRoute } from './usePortalFromRoute.ts';

/** portal_finish: the portal is ready; write the first article or go back to the portals. */
export const PortalFinishPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const { slug, portal } = usePortalFromRoute();
  const locale = portal ? selectLocale(portal, undefined) : 'en';
  return (
    <PortalWizardFrame>
      <div className="max-w-xl">
        <Icon
          name="check"
          className="size-10 rounded-full bg-emerald-50 p-2 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
        />
        <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">
          {t('helpCenter.wizard.finishTitle')}
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('helpCenter.wizard.finishBody')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={pathTo(account.id, 'new_article', { portalSlug: slug, locale })} className={primaryLinkClass}>
            <Icon name="plus" className="size-4" />
            {t('helpCenter.articles.new')}
          </Link>
          <Link to={pathTo(account.id, 'list_all_portals')} className={`${secondaryLinkClass} h-9`}>
            {t('helpCenter.portals.back')}
          </Link>
        </div>
      </div>
    </PortalWizardFrame>
  );
};
