import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAutomationCondition, TAutomationEvent } from '../../../common/contracts/automation.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { pathTo } from '../navigation/index.ts';
import { testRule } from './automationQueries.ts';

interface TProps {
  accountId: number;
  event: TAutomationEvent;
  conditions: TAutomationCondition[];
}

/** "Test this rule": which of the last 30 days' conversations the conditions match, before it is enabled. */
export const RuleTestPanel = ({ accountId, event, conditions }: TProps) => {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: () => testRule(accountId, { event_name: event, conditions }) });
  const result = run.data;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="play" className="size-4" />}
        isLoading={run.isPending}
        onClick={() => run.mutate()}
      >
        {t('automationPage.test')}
      </Button>
      {run.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {apiErrorMessage(run.error, t)}
        </p>
      ) : null}
      {result ? (
        <div role="status" className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
          <p>
            {t('automationPage.testSummary', {
              matched: result.meta.matched,
              checked: result.meta.checked,
              days: result.meta.days,
            })}
          </p>
          {result.payload.length ? (
            <ul aria-label={t('automationPage.testMatches')} className="flex flex-wrap gap-2">
              {result.payload.map((c) => (
                <li key={c.id}>
                  <Link
                    to={pathTo(accountId, 'inbox_conversation', { conversation_id: c.id })}
                    className="rounded bg-white px-2 py-0.5 text-xs shadow-sm hover:underline dark:bg-slate-900"
                  >
                    #{c.id} <bdi>{c.contact_name ?? ''}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
