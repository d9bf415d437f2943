import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { captainUsageKey, fetchCaptainUsage } from './accountSettingsApi.ts';

/** This month's Captain requests and tokens against the installation's monthly limit. */
export const CaptainUsageSection = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const usage = useQuery({ queryKey: captainUsageKey(accountId), queryFn: () => fetchCaptainUsage(accountId) });
  if (usage.isPending) return null;
  if (usage.isError) return <Alert>{apiErrorMessage(usage.error, t)}</Alert>;
  const u = usage.data;
  if (!u.configured)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountSettings.captain.notConfigured')}</p>;
  const limit = u.monthly_limit;
  return (
    <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
      <p>
        {limit === null
          ? t('accountSettings.captain.usedUnlimited', { used: u.used })
          : t('accountSettings.captain.used', { used: u.used, limit })}
      </p>
      {limit !== null ? (
        <meter
          className="h-2 w-full max-w-md"
          min={0}
          max={Math.max(limit, 1)}
          value={Math.min(u.used, limit)}
          aria-label={t('accountSettings.captain.usageLabel')}
        />
      ) : null}
      <p>{t('accountSettings.captain.tokens', { tokensIn: u.tokens_in, tokensOut: u.tokens_out })}</p>
      {u.model && u.source ? (
        <p>
          {t('accountSettings.captain.model', {
            model: u.model,
            source: t(`accountSettings.captain.source_${u.source}`),
          })}
        </p>
      ) : null}
    </div>
  );
};
