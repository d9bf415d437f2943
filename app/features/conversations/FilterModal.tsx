import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContactFilterOperator } from '../../../common/contracts/contactExtras.ts';
import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { inputClass } from '../../components/fieldStyles.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { useCustomAttributes } from '../customAttributes/index.ts';
import { customFilterKeys } from '../customFilters/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { useLabels } from '../labels/index.ts';
import { useTeams } from '../teams/index.ts';
import type { TFilterRow } from './conversationTypes.ts';
import { saveFolder, updateFolder } from './conversationsApi.ts';
import { FilterValueInput, type TFilterOption } from './FilterValueInput.tsx';
import { fieldIdOf, filterFields, rowFor, type TFilterAttribute, type TFilterField } from './filterFields.ts';
import { isRowComplete, isValueless } from './filterQuery.ts';

/** A row naming an attribute the account no longer defines (or not yet loaded): shown as it is. */
const unknownField = (row: TFilterRow): TFilterField => ({
  id: fieldIdOf(row),
  key: row.attribute_key,
  model: row.custom_attribute_type === 'contact_attribute' ? 'contact_attribute' : 'conversation_attribute',
  label: row.attribute_key,
  input: 'text',
  operators: [row.filter_operator as TContactFilterOperator],
  options: [],
});

/**
 * Advanced filter: rows of attribute / operator / value joined by and/or; apply, or save as a folder.
 * Given a folder, it edits that folder instead: its name and conditions (PATCH custom_filters/:id).
 */
export const FilterModal = ({
  accountId,
  initial,
  folder,
  onClose,
  onApply,
}: {
  accountId: number;
  initial: TFilterRow[];
  folder?: { id: number; name: string } | undefined;
  onClose: () => void;
  onApply: (rows: TFilterRow[]) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const definitions = useCustomAttributes(accountId).data;
  const fields = useMemo(() => filterFields(definitions ?? []), [definitions]);
  const [rows, setRows] = useState<TFilterRow[]>(() =>
    initial.length ? initial : [rowFor(filterFields([])[0] as TFilterField)],
  );
  const [folderName, setFolderName] = useState(folder?.name ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agents = useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) }).data ?? [];
  const inboxes = useInboxes(accountId).data ?? [];
  const teams = useTeams(accountId).data ?? [];
  const labels = useLabels(accountId).data ?? [];

  const fieldOf = (row: TFilterRow) => fields.find((f) => f.id === fieldIdOf(row)) ?? unknownField(row);
  const optionsFor = (field: TFilterField): TFilterOption[] => {
    if (field.model) return field.options.map((v) => ({ value: v, label: v }));
    switch (field.key) {
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
  const nameMissing = folderName.trim() === '';
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      if (folder) await updateFolder(accountId, folder.id, folderName.trim(), rows);
      else await saveFolder(accountId, folderName.trim(), rows);
      await queryClient.invalidateQueries({ queryKey: customFilterKeys.all(accountId) });
      toast.show(t(folder ? 'conversations.filter.updated' : 'conversations.filter.saved'), 'success');
      if (folder) onClose();
      else onApply(rows);
    } catch (err) {
      setError(apiErrorMessage(err, t));
    } finally {
      setSaving(false);
    }
  };
  const attributeOptions = (current: TFilterField) => {
    const standard = fields.filter((f) => !f.model);
    const groups = [
      { model: 'conversation_attribute', label: t('conversations.filter.conversationAttributes') },
      { model: 'contact_attribute', label: t('conversations.filter.contactAttributes') },
    ] as const;
    const known = fields.some((f) => f.id === current.id);
    return (
      <>
        <optgroup label={t('conversations.filter.standardAttributes')}>
          {standard.map((f) => (
            <option key={f.id} value={f.id}>
              {t(`conversations.filter.attributes.${f.key as TFilterAttribute}`)}
            </option>
          ))}
        </optgroup>
        {groups.map((g) => {
          const custom = fields.filter((f) => f.model === g.model);
          const extra = !known && current.model === g.model ? [current] : [];
          return custom.length + extra.length ? (
            <optgroup key={g.model} label={g.label}>
              {[...custom, ...extra].map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </>
    );
  };

  return (
    <Modal show onClose={onClose} labelledBy="conv-filter-title" size="max-w-[44rem]">
      <div className="p-6">
        <h2 id="conv-filter-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {folder ? t('conversations.filter.editFolderTitle') : t('conversations.filter.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('conversations.filter.body')}</p>
        <ol className="mt-4 space-y-3">
          {rows.map((row, i) => {
            const field = fieldOf(row);
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
                <div className="grid grid-cols-[minmax(0,11rem)_minmax(0,10rem)_minmax(0,1fr)_auto] items-start gap-2">
                  <select
                    aria-label={t('conversations.filter.attribute')}
                    className={inputClass(false)}
                    value={field.id}
                    onChange={(e) => {
                      const next = fields.find((f) => f.id === e.target.value);
                      if (next)
                        setRows((rs) => rs.map((r, j) => (j === i ? rowFor(next, r.query_operator ?? 'and') : r)));
                    }}
                  >
                    {attributeOptions(field)}
                  </select>
                  <select
                    aria-label={t('conversations.filter.operator')}
                    className={inputClass(false)}
                    value={row.filter_operator}
                    onChange={(e) =>
                      update(i, {
                        filter_operator: e.target.value,
                        values: isValueless(e.target.value) || field.input !== 'multiSelect' ? [] : row.values,
                      })
                    }
                  >
                    {field.operators.map((o) => (
                      <option key={o} value={o}>
                        {t(`conversations.filter.operators.${o}`)}
                      </option>
                    ))}
                  </select>
                  <FilterValueInput
                    field={field}
                    row={row}
                    options={optionsFor(field)}
                    onChange={(values) => update(i, { values })}
                  />
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
          onClick={() => setRows((rs) => [...rs, rowFor(fields[0] as TFilterField)])}
        >
          {t('conversations.filter.addRow')}
        </Button>
        {error ? <Alert className="mt-4">{error}</Alert> : null}
        {folder ? (
          <form
            className="mt-6 border-t border-slate-100 pt-4 dark:border-slate-800"
            onSubmit={(e) => {
              e.preventDefault();
              if (complete && !nameMissing) void save();
            }}
          >
            <TextField
              label={t('conversations.filter.folderNameLabel')}
              value={folderName}
              onChange={(e) => setFolderName(e.target.value)}
              error={nameMissing ? t('conversations.filter.folderNameMissing') : undefined}
              maxLength={255}
            />
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="ghost" onClick={onClose}>
                {t('conversations.cancel')}
              </Button>
              <Button type="submit" disabled={!complete || nameMissing} isLoading={saving}>
                {t('conversations.filter.updateFolder')}
              </Button>
            </div>
          </form>
        ) : (
          <>
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
                disabled={!complete || nameMissing}
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
          </>
        )}
      </div>
    </Modal>
  );
};
