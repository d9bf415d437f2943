import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFilterCondition } from '../../../common/contracts/contactExtras.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { customFilterKeys } from '../customFilters/index.ts';
import { useCustomAttributes } from '../customAttributes/index.ts';
import { useLabels } from '../labels/index.ts';
import { saveSegment, updateSegment } from './contactsApi.ts';
import { FilterRowEditor } from './FilterRowEditor.tsx';
import { filterAttributes, incompleteRows, newRow, toPayload, type TFilterRow } from './filterRows.ts';

interface TProps {
  accountId: number;
  initial: TFilterRow[];
  /** A saved segment to edit (its name and conditions) instead of filtering ad hoc. */
  segment?: { id: number; name: string } | undefined;
  onApply: (payload: TFilterCondition[]) => void;
  onClose: () => void;
}

/**
 * The advanced filter: condition rows joined by and/or; apply, or save them as a segment. Given a segment,
 * it edits that segment (PATCH custom_filters/:id) and the server's refusal is shown.
 */
export const ContactFilterDialog = ({ accountId, initial, segment, onApply, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const defs = useCustomAttributes(accountId).data;
  const labels = (useLabels(accountId).data ?? []).map((l) => l.title);
  const attributes = useMemo(() => filterAttributes(defs ?? []), [defs]);
  const [rows, setRows] = useState<TFilterRow[]>(initial.length ? initial : [newRow(attributes)]);
  const [submitted, setSubmitted] = useState(false);
  const [segmentName, setSegmentName] = useState(segment?.name ?? '');
  const [naming, setNaming] = useState(Boolean(segment));
  const incomplete = incompleteRows(rows);
  const save = useMutation({
    mutationFn: () =>
      segment
        ? updateSegment(accountId, segment.id, segmentName.trim(), toPayload(rows))
        : saveSegment(accountId, segmentName.trim(), toPayload(rows)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: customFilterKeys.all(accountId) });
      toast.show(t('contactsPage.filter.segmentSaved', { name: saved.name }));
      onClose();
      if (!segment) void navigate(`/accounts/${accountId}/contacts/custom_view/${saved.id}`);
    },
  });
  const valid = () => {
    setSubmitted(true);
    return incomplete.length === 0;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={segment ? t('contactsPage.filter.editSegmentTitle') : t('contactsPage.filter.title')}
      description={t('contactsPage.filter.description')}
      footer={
        segment ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!segmentName.trim()} isLoading={save.isPending} onClick={() => valid() && save.mutate()}>
              {t('contactsPage.filter.updateSegment')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="secondary" onClick={() => valid() && setNaming(true)}>
              {t('contactsPage.filter.saveSegment')}
            </Button>
            <Button onClick={() => valid() && onApply(toPayload(rows))}>{t('contactsPage.filter.apply')}</Button>
          </>
        )
      }
    >
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <FilterRowEditor
            key={i}
            index={i}
            row={row}
            attributes={attributes}
            labels={labels}
            isLast={i === rows.length - 1}
            canRemove={rows.length > 1}
            showError={submitted && incomplete.includes(i)}
            onChange={(next) => setRows((prev) => prev.map((r, k) => (k === i ? next : r)))}
            onRemove={() => setRows((prev) => prev.filter((_r, k) => k !== i))}
          />
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3"
        icon={<Icon name="plus" className="size-4" />}
        onClick={() => setRows((prev) => [...prev, newRow(attributes)])}
      >
        {t('contactsPage.filter.addRow')}
      </Button>
      {naming ? (
        <form
          className="mt-4 flex items-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800"
          onSubmit={(e) => {
            e.preventDefault();
            if (segmentName.trim() && valid()) save.mutate();
          }}
        >
          <TextField
            className="flex-1"
            label={t('contactsPage.filter.segmentName')}
            value={segmentName}
            onChange={(e) => setSegmentName(e.target.value)}
            error={segment && !segmentName.trim() ? t('contactsPage.filter.segmentNameMissing') : undefined}
            autoFocus={!segment}
          />
          {segment ? null : (
            <Button type="submit" disabled={!segmentName.trim()} isLoading={save.isPending}>
              {t('contactsPage.filter.saveSegmentConfirm')}
            </Button>
          )}
        </form>
      ) : null}
      {save.error ? <Alert className="mt-3">{apiErrorMessage(save.error, t)}</Alert> : null}
    </Dialog>
  );
};
