import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import { errorClass } from '../../components/fieldStyles.ts';
import { useCustomFilters } from '../customFilters/index.ts';
import { useLabels } from '../labels/index.ts';
import { useAudiencePreview } from './useCampaigns.ts';

const checkbox =
  'size-4 rounded border-slate-300 text-woot-600 focus:ring-focus dark:border-slate-600 dark:bg-slate-900';
const row =
  'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/60';

interface TProps {
  accountId: number;
  inboxId: number | null;
  value: TCampaignAudience;
  onChange: (next: TCampaignAudience) => void;
  error?: string | undefined;
}

/** A one-off campaign's audience: labels and saved contact segments, and how many contacts they reach. */
export const AudiencePicker = ({ accountId, inboxId, value, onChange, error }: TProps) => {
  const { t } = useTranslation();
  const errorId = useId();
  const labels = useLabels(accountId).data ?? [];
  const segments = useCustomFilters(accountId, 'contact').data ?? [];
  const preview = useAudiencePreview(accountId, inboxId, value);
  const has = (type: 'Label' | 'Segment', id: number) => value.some((a) => a.type === type && a.id === id);
  const flip = (type: 'Label' | 'Segment', id: number, on: boolean) =>
    onChange(on ? [...value, { type, id }] : value.filter((a) => !(a.type === type && a.id === id)));
  const group = (type: 'Label' | 'Segment', heading: string, items: { id: number; name: string }[]) =>
    items.length ? (
      <li>
        <p className="bg-slate-50/80 px-3 py-1.5 text-xs font-medium text-slate-500 dark:bg-slate-900 dark:text-slate-400">
          {heading}
        </p>
        <ul>
          {items.map((i) => (
            <li key={i.id}>
              <label className={row}>
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={has(type, i.id)}
                  onChange={(e) => flip(type, i.id, e.target.checked)}
                />
                <bdi>{i.name}</bdi>
              </label>
            </li>
          ))}
        </ul>
      </li>
    ) : null;
  const data = preview.data;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('campaignsPage.fields.audience')}
      </legend>
      {labels.length + segments.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('campaignsPage.noAudience')}</p>
      ) : (
        <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {group(
            'Label',
            t('campaignsPage.labels'),
            labels.map((l) => ({ id: l.id, name: l.title })),
          )}
          {group(
            'Segment',
            t('campaignsPage.segments'),
            segments.map((s) => ({ id: s.id, name: s.name })),
          )}
        </ul>
      )}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {data ? (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('campaignsPage.reach', { count: data.count })}{' '}
          <span className="text-slate-500 dark:text-slate-400">
            {t('campaignsPage.skipped', {
              blocked: data.skipped.blocked,
              noPhone: data.skipped.no_phone,
              optedOut: data.skipped.opted_out,
            })}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
};
