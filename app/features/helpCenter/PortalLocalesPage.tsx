import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { localeName, localeOptions, withLocale, withoutLocale } from './helpCenterRules.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { PortalEditFrame } from './PortalEditFrame.tsx';
import { usePortalMutations } from './useHelpCenter.ts';

const ALL = localeOptions();

/** Moves a locale to draft (hidden from readers) or publishes it again. */
const DraftToggle = (p: {
  code: string;
  isDraft: boolean;
  disabled: boolean;
  drafts: string[];
  onToggle: (nextDrafts: string[], done: string) => void;
}) => {
  const { t } = useTranslation();
  const name = localeName(p.code);
  const [label, named, done, next] = p.isDraft
    ? [
        t('helpCenter.locales.publish'),
        t('helpCenter.locales.publishNamed', { name }),
        t('helpCenter.locales.publishedLocale'),
        p.drafts.filter((c) => c !== p.code),
      ]
    : [
        t('helpCenter.locales.makeDraft'),
        t('helpCenter.locales.makeDraftNamed', { name }),
        t('helpCenter.locales.drafted'),
        [...p.drafts, p.code],
      ];
  return (
    <Button variant="ghost" size="sm" disabled={p.disabled} aria-label={named} onClick={() => p.onToggle(next, done)}>
      {label}
    </Button>
  );
};

/**
 * The allowed locales with their article counts: add one from the table, remove one, make one the default, or
 * keep one in draft (hidden from the public portal while it is translated).
 */
const LocalesEditor = ({ portal }: { portal: TPortal }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const { update } = usePortalMutations(account.id);
  const codes = portal.config.allowed_locales.map((l) => l.code);
  const defaultLocale = portal.meta.default_locale;
  const addable = ALL.filter((o) => !codes.includes(o.value));
  const drafts = portal.config.draft_locales;
  const [adding, setAdding] = useState(addable[0]?.value ?? '');
  const save = (allowed: string[], nextDefault: string, done: string, nextDrafts = drafts) =>
    update.mutate(
      {
        slug: portal.slug,
        input: {
          config: {
            allowed_locales: allowed,
            default_locale: nextDefault,
            draft_locales: nextDrafts.filter((c) => allowed.includes(c) && c !== nextDefault),
          },
        },
      },
      { onSuccess: () => toast.show(done), onError: (err) => toast.show(apiErrorMessage(err, t), 'error') },
    );
  return (
    <div className="max-w-2xl space-y-6">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('helpCenter.locales.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <th scope="col" className="py-2 text-start font-medium">
              {t('helpCenter.locales.language')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('helpCenter.locales.code')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('helpCenter.locales.articles')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('helpCenter.locales.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {portal.config.allowed_locales.map((l) => (
            <tr key={l.code} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2.5 text-slate-900 dark:text-white">
                {localeName(l.code)}
                {l.code === defaultLocale ? (
                  <span className="ms-2 rounded-full bg-woot-50 px-2 py-0.5 text-xs font-medium text-woot-800 dark:bg-woot-950 dark:text-woot-200">
                    {t('helpCenter.portal.default')}
                  </span>
                ) : null}
                {drafts.includes(l.code) ? (
                  <span className="ms-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    {t('helpCenter.locales.draft')}
                  </span>
                ) : null}
              </td>
              <td className="py-2.5 font-mono text-slate-700 dark:text-slate-300">{l.code}</td>
              <td className="py-2.5 text-slate-700 tabular-nums dark:text-slate-300">{l.articles_count}</td>
              <td className="py-2.5 text-end whitespace-nowrap">
                {l.code === defaultLocale ? null : (
                  <>
                    <DraftToggle
                      code={l.code}
                      isDraft={drafts.includes(l.code)}
                      disabled={update.isPending}
                      onToggle={(next, done) => save(codes, defaultLocale, done, next)}
                      drafts={drafts}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={update.isPending}
                      aria-label={t('helpCenter.locales.makeDefaultNamed', { name: localeName(l.code) })}
                      onClick={() => save(codes, l.code, t('helpCenter.locales.defaultChanged'))}
                    >
                      {t('helpCenter.locales.makeDefault')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={update.isPending}
                      aria-label={t('helpCenter.locales.removeNamed', { name: localeName(l.code) })}
                      title={t('helpCenter.locales.removeNamed', { name: localeName(l.code) })}
                      icon={<Icon name="trash" className="size-4" />}
                      onClick={() =>
                        save(
                          withoutLocale(codes, l.code, defaultLocale),
                          defaultLocale,
                          t('helpCenter.locales.removed'),
                        )
                      }
                    />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (adding) save(withLocale(codes, adding), defaultLocale, t('helpCenter.locales.added'));
        }}
      >
        <SelectField
          className="min-w-64 flex-1"
          label={t('helpCenter.locales.add')}
          options={addable}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button type="submit" isLoading={update.isPending} icon={<Icon name="plus" className="size-4" />}>
          {t('helpCenter.locales.addButton')}
        </Button>
      </form>
    </div>
  );
};

/** edit_portal_locales. */
export const PortalLocalesPage = () => (
  <PortalEditFrame>{(portal) => <LocalesEditor key={portal.id} portal={portal} />}</PortalEditFrame>
);
