import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { inputClass } from '../../components/fieldStyles.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { customFilterKeys } from '../customFilters/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { useLabels } from '../labels/index.ts';
import { useTeams } from '../teams/index.ts';
import type { TFilterRow } from './conversationTypes.ts';
import { saveFolder } from './conversationsApi.ts';
import {
  FILTER_ATTRIBUTE_KEYS,
  FILTER_ATTRIBUTES,
  isRowComplete,
  isValueless,
  valuesOf,
  type TFilterAttribute,
} from './filterQuery.ts';

const emptyRow = (): TFilterRow => ({
  attribute_key: 'status',
  filter_operator: 'equal_to',
  values: [],
  query_operator: 'and',
});

/** Advanced filter: rows of attribute / operator / value joined by and/or; apply, or save as a folder. */
export const FilterModal = ({
  accountId,
  initial,
  onClose,
  onApply,
}: {
  accountId: number;
  initial: TFilterRow[];
  onClose: () => void;
  onApply: (rows: TFilterRow[]) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<TFilterRow[]>(initial.length ? initial : [emptyRow()]);
  const [folderName, setFolderName] = useState('');
  const [saving, setSaving] = useState(false);
  const agents = useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) }).data ?? [];
  const inboxes = useInboxes(accountId).data ?? [];
  const teams = useTeams(accountId).data ?? [];
  const labels = useLabels(accountId).data ?? [];

  const optionsFor = (key: string): { value: string; label: string }[] => {
    switch (key) {
      case 'status':
        return CONVERSATION_STATUSES.map((s) => ({ value: s, label: t(`conversations.status.${s}`) }));
      case 'priority':
        return PRIORITIES.map((s) => ({ value: s, label: t(`conversations.priority.${s}`) }));
      case 'assignee_id':
        return agents.map((a) => ({ value: String(a.id), label: a.available_name || a.name }));
      case 'inbox_id':
        return inboxes.map((i) => ({ value: String(i.id), label: i.name }));
      case 'team_id':
        return teams.map((x) => ({ value: String(x.id), label: x.name }));
      case 'labels':
        return labels.map((l) => ({ value: l.title, label: l.title }));
      default:
        return [];
    }
  };
  const update = (i: number, patch: Partial<TFilterRow>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const complete = rows.every(isRowComplete);
  const save = async () => {
    setSaving(true);
    try {
      await saveFolder(accountId, folderName.trim(), rows);
      await queryClient.invalidateQueries({ queryKey: customFilterKeys.all(accountId) });
      toast.show(t('conversations.filter.saved'), 'success');
      onApply(rows);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onClose={onClose} labelledBy="conv-filter-title" size="max-w-[44rem]">
      <div className="p-6">
        <h2 id="conv-filter-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('conversations.filter.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('conversations.filter.body')}</p>
        <ol className="mt-4 space-y-3">
          {rows.map((row, i) => {
            const def = FILTER_ATTRIBUTES[row.attribute_key as TFilterAttribute] ?? FILTER_ATTRIBUTES.status;
            const options = optionsFor(row.attribute_key);
            const raw = row.values.map(String).join(', ');
            return (
              <li key={i} className="space-y-2">
                {i > 0 ? (
                  <select
                    aria-label={t('conversations.filter.joiner')}
                    className={`${inputClass(false)} !w-28`}
                    value={rows[i - 1]?.query_operator ?? 'and'}
                    onChange={(e) => update(i - 1, { query_operator: e.target.value as 'and' | 'or' })}
                  >
                    <option value="and">{t('conversations.filter.and')}</option>
                    <option value="or">{t('conversations.filter.or')}</option>
                  </select>
                ) : null}
                <div className="grid grid-cols-[minmax(0,11rem)_minmax(0,10rem)_minmax(0,1fr)_auto] items-center gap-2">
                  <select
                    aria-label={t('conversations.filter.attribute')}
                    className={inputClass(false)}
                    value={row.attribute_key}
                    onChange={(e) => {
                      const key = e.target.value as TFilterAttribute;
                      update(i, {
                        attribute_key: key,
                        filter_operator: FILTER_ATTRIBUTES[key].operators[0],
                        values: [],
                      });
                    }}
                  >
                    {FILTER_ATTRIBUTE_KEYS.map((k) => (
                      <option key={k} value={k}>
                        {t(`conversations.filter.attributes.${k}`)}
                      </option>
                    ))}
                  </select>
                  <select
                    aria-label={t('conversations.filter.operator')}
                    className={inputClass(false)}
                    value={row.filter_operator}
                    onChange={(e) =>
                      update(i, {
                        filter_operator: e.target.value,
                        values: isValueless(e.target.value) ? [] : row.values,
                      })
                    }
                  >
                    {def.operators.map((o) => (
                      <option key={o} value={o}>
                        {t(`conversations.filter.operators.${o}`)}
                      </option>
                    ))}
                  </select>
                  {isValueless(row.filter_operator) ? (
                    <span />
                  ) : def.input === 'select' ? (
                    <select
                      aria-label={t('conversations.filter.value')}
                      className={inputClass(false)}
                      value={raw}
                      onChange={(e) =>
                        update(i, { values: valuesOf(row.attribute_key, row.filter_operator, e.target.value) })
                      }
                    >
                      <option value="">{t('conversations.filter.pick')}</option>
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      dir="auto"
                      aria-label={t('conversations.filter.value')}
                      className={inputClass(false)}
                      type={
                        def.input === 'date' && row.filter_operator !== 'days_before'
                          ? 'date'
                          : def.input === 'number' || row.filter_operator === 'days_before'
                            ? 'number'
                            : 'text'
                      }
                      defaultValue={raw}
                      onChange={(e) =>
                        update(i, { values: valuesOf(row.attribute_key, row.filter_operator, e.target.value) })
                      }
                    />
                  )}
                  <button
                    type="button"
                    aria-label={t('conversations.filter.removeRow')}
                    disabled={rows.length === 1}
                    onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
                  >
                    <Icon name="trash" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          icon={<Icon name="plus" className="size-4" />}
          onClick={() => setRows((rs) => [...rs, emptyRow()])}
        >
          {t('conversations.filter.addRow')}
        </Button>
        <div className="mt-6 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <TextField
            className="min-w-0 flex-1"
            label={t('conversations.filter.folderName')}
            value={folderName}
            onChange={(e) => setFolderName(e.target.value)}
            maxLength={255}
          />
          <Button
            variant="secondary"
            disabled={!complete || folderName.trim() === ''}
            isLoading={saving}
            onClick={() => void save()}
          >
            {t('conversations.filter.saveFolder')}
          </Button>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('conversations.cancel')}
          </Button>
          <Button disabled={!complete} onClick={() => onApply(rows)}>
            {t('conversations.filter.apply')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};
