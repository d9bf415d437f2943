import { useTranslation } from 'react-i18next';
import type { TCsatSurveyResponse } from '../../../common/contracts/csat.ts';
import { TextLink } from '../../components/TextLink.tsx';

const cell = 'px-4 py-2.5 align-top';

/** The responses: contact, conversation link, agent, rating, feedback and when. */
export const CsatResponsesTable = ({ accountId, rows }: { accountId: number; rows: TCsatSurveyResponse[] }) => {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('csatReport.responses')}</caption>
        <thead className="bg-slate-50 text-start text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {(['contact', 'conversation', 'agent', 'rating', 'feedback', 'date'] as const).map((c) => (
              <th key={c} scope="col" className="px-4 py-2 text-start font-semibold">
                {t(`csatReport.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-700 dark:text-slate-100">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={cell}>
                <bdi>{r.contact?.name || r.contact?.email || '—'}</bdi>
              </td>
              <td className={cell}>
                <TextLink to={`/app/accounts/${accountId}/conversations/${r.conversation_id}`}>
                  {t('csatReport.conversationLink', { id: r.conversation_id })}
                </TextLink>
              </td>
              <td className={cell}>
                <bdi>{r.assigned_agent?.name ?? t('csatReport.noAgent')}</bdi>
              </td>
              <td className={cell}>{t(`csatReport.rating${r.rating}` as 'csatReport.rating1')}</td>
              <td className={`${cell} max-w-xs whitespace-pre-wrap`} dir="auto">
                {r.feedback_message ?? ''}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{when.format(new Date(r.created_at * 1000))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
