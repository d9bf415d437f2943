import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useInboxes } from '../inboxes/index.ts';
import type { TRetentionDraft } from './retentionForm.ts';

type TOverride = TRetentionDraft['inbox_overrides'][number];

/** Inboxes with their own ages (blank: kept in that inbox); the others follow the account's. */
export const InboxOverrides = ({
  accountId,
  className,
  overrides,
  onChange,
  errorOf,
}: {
  accountId: number;
  className: string;
  overrides: TOverride[];
  onChange: (next: TOverride[]) => void;
  errorOf: (key: string) => string | undefined;
}) => {
  const { t } = useTranslation();
  const inboxes = useInboxes(accountId).data ?? [];
  const set = (i: number, patch: Partial<TOverride>) =>
    onChange(overrides.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const used = new Set(overrides.map((o) => o.inbox_id));
  const free = inboxes.filter((b) => !used.has(String(b.id)));
  return (
    <section aria-label={t('retentionPage.overridesTitle')} className={className}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('retentionPage.overridesTitle')}</h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('retentionPage.overridesHint')}</p>
      {overrides.map((o, i) => {
        const name = inboxes.find((b) => String(b.id) === o.inbox_id)?.name ?? '';
        return (
          <fieldset key={i} className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-4 dark:border-slate-800">
            <legend className="sr-only">{name || t('retentionPage.inbox')}</legend>
            <SelectField
              label={t('retentionPage.inbox')}
              value={o.inbox_id}
              error={errorOf(`inbox_overrides.${i}.inbox_id`)}
              onChange={(e) => set(i, { inbox_id: e.target.value })}
              options={[
                { value: '', label: t('retentionPage.chooseInbox') },
                ...inboxes
                  .filter((b) => String(b.id) === o.inbox_id || !used.has(String(b.id)))
                  .map((b) => ({ value: String(b.id), label: b.name })),
              ]}
            />
            <TextField
              label={t('retentionPage.conversations_days')}
              inputMode="numeric"
              value={o.conversations_days}
              error={errorOf(`inbox_overrides.${i}.conversations_days`)}
              onChange={(e) => set(i, { conversations_days: e.target.value })}
            />
            <TextField
              label={t('retentionPage.attachments_days')}
              inputMode="numeric"
              value={o.attachments_days}
              error={errorOf(`inbox_overrides.${i}.attachments_days`)}
              onChange={(e) => set(i, { attachments_days: e.target.value })}
            />
            <div className="flex items-end">
              <Button
                variant="secondary"
                aria-label={t('retentionPage.removeOverride', { name: name || String(i + 1) })}
                onClick={() => onChange(overrides.filter((_, j) => j !== i))}
              >
                {t('retentionPage.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        disabled={free.length === 0}
        onClick={() => onChange([...overrides, { inbox_id: '', conversations_days: '', attachments_days: '' }])}
      >
        {t('retentionPage.addOverride')}
      </Button>
    </section>
  );
};
