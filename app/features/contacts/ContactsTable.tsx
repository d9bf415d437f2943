import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { Avatar } from '../../components/Avatar.tsx';

interface TContactsTableProps {
  accountId: number;
  contacts: TContact[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** One page of contacts with a selection column; the name opens the profile. */
export const ContactsTable = ({ accountId, contacts, selected, onToggle, onToggleAll }: TContactsTableProps) => {
  const { t, i18n } = useTranslation();
  const th = 'px-4 py-2.5 text-start text-xs font-medium text-slate-500 dark:text-slate-400';
  const td = 'px-4 py-2.5 text-slate-600 dark:text-slate-300';
  const allSelected = contacts.length > 0 && contacts.every((c) => selected.has(c.id));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('contactsPage.title')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900">
          <tr>
            <th scope="col" className="w-10 px-4 py-2.5">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={onToggleAll}
                aria-label={t('contactsPage.selectAll')}
                className="size-4 accent-woot-600"
              />
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.phone')}
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.company')}
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.city')}
            </th>
            <th scope="col" className={th}>
              {t('contactsPage.columns.lastActivity')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {contacts.map((c) => (
            <tr key={c.id} className={selected.has(c.id) ? 'bg-woot-50/60 dark:bg-woot-950/30' : undefined}>
              <td className="px-4 py-2.5">
                <input
                  type="checkbox"
                  checked={selected.has(c.id)}
                  onChange={() => onToggle(c.id)}
                  aria-label={t('contactsPage.select', { name: c.name || c.email || c.id })}
                  className="size-4 accent-woot-600"
                />
              </td>
              <td className="px-4 py-2.5">
                <Link
                  to={`/accounts/${accountId}/contacts/${c.id}`}
                  className="flex items-center gap-2.5 font-medium text-slate-900 hover:text-woot-600 dark:text-white dark:hover:text-woot-300"
                >
                  <Avatar name={c.name || c.email || '?'} src={c.thumbnail || null} size="sm" />
                  <span className="truncate">{c.name || t('contactsPage.unnamed')}</span>
                </Link>
                {c.labels.length ? (
                  <div className="mt-1 flex flex-wrap gap-1 ps-9">
                    {c.labels.map((l) => (
                      <span
                        key={l}
                        className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                      >
                        {l}
                      </span>
                    ))}
                  </div>
                ) : null}
              </td>
              <td className={td}>{c.email ?? ''}</td>
              <td className={td} dir="ltr">
                {c.phone_number ?? ''}
              </td>
              <td className={td}>{text(c.additional_attributes.company_name)}</td>
              <td className={td}>{text(c.additional_attributes.city)}</td>
              <td className={td}>{c.last_activity_at ? date.format(c.last_activity_at * 1000) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
