import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateLabelRequest, type TLabel } from '../../../common/contracts/labels.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ColorPicker } from '../../components/ColorPicker.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useLabelMutations } from './useLabelSettings.ts';

/** The contract's fields that are text in the form; show_on_sidebar is a switch beside them. */
const ZLabelForm = ZCreateLabelRequest.omit({ show_on_sidebar: true });

/** A pleasant colour for a new label (Chatwoot starts each one with a random colour too). */
const PALETTE = ['#1f93ff', '#6366f1', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#14b8a6', '#8b5cf6'];
const randomColour = () => PALETTE[Math.floor(Math.random() * PALETTE.length)] ?? '#1f93ff';

interface TLabelDialogProps {
  accountId: number;
  /** null: a new label. */
  label: TLabel | null;
  onClose: () => void;
}

/** Add or edit a label; rendered only while open, so it starts from the label's values. */
export const LabelDialog = ({ accountId, label, onClose }: TLabelDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const sidebarId = useId();
  const { create, update } = useLabelMutations(accountId);
  const mutation = label ? update : create;
  const [colour] = useState(label?.color ?? randomColour);
  const form = useZodForm(ZLabelForm, {
    title: label?.title ?? '',
    description: label?.description ?? '',
    color: colour,
  });
  const [showOnSidebar, setShowOnSidebar] = useState(label?.show_on_sidebar ?? true);
  const names = {
    title: t('labelsPage.fields.title'),
    description: t('labelsPage.fields.description'),
    color: t('labelsPage.fields.color'),
  };
  const title = form.field('title');
  // The contract's character rule reads as a generic "not valid"; say which characters are allowed.
  const titleError = title.error === t('validation.invalid') ? t('labelsPage.errors.titleChars') : title.error;

  const submit = form.handleSubmit((parsed) => {
    const input = { ...parsed, description: parsed.description ?? '', show_on_sidebar: showOnSidebar };
    const done = {
      onSuccess: () => {
        toast.show(t(label ? 'labelsPage.updated' : 'labelsPage.created', { title: form.values.title.trim() }));
        onClose();
      },
      onError: (err: unknown) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
      },
    };
    if (label) update.mutate({ id: label.id, input }, done);
    else create.mutate(input, done);
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));

  return (
    <Dialog
      open
      onClose={onClose}
      title={label ? t('labelsPage.editTitle', { title: label.title }) : t('labelsPage.addTitle')}
      description={t('labelsPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {label ? t('common.save') : t('labelsPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={names.title}
          autoComplete="off"
          dir="auto"
          hint={t('labelsPage.fields.titleHint')}
          {...title}
          error={titleError}
        />
        <TextField label={names.description} autoComplete="off" {...form.field('description')} />
        <div>
          <ColorPicker label={names.color} value={form.values.color} onChange={(hex) => form.setValue('color', hex)} />
          {form.field('color').error ? (
            <p className="mt-1.5 text-xs text-red-600 dark:text-red-400">{form.field('color').error}</p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-4">
          <span id={sidebarId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('labelsPage.fields.showOnSidebar')}
          </span>
          <ToggleSwitch checked={showOnSidebar} onChange={setShowOnSidebar} labelledBy={sidebarId} />
        </div>
      </form>
    </Dialog>
  );
};
