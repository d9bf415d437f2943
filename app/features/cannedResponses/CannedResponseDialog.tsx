import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANNED_RESPONSE_CONTENT_MAX,
  ZCreateCannedResponseRequest,
  type TCannedResponse,
} from '../../../common/contracts/cannedResponses.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useCannedResponseMutations } from './useCannedResponses.ts';

interface TCannedResponseDialogProps {
  accountId: number;
  /** null: a new canned response. */
  canned: TCannedResponse | null;
  onClose: () => void;
}

/** Add or edit a canned response (short code + plain or markdown content). */
export const CannedResponseDialog = ({ accountId, canned, onClose }: TCannedResponseDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { create, update } = useCannedResponseMutations(accountId);
  const mutation = canned ? update : create;
  const form = useZodForm(ZCreateCannedResponseRequest, {
    short_code: canned?.short_code ?? '',
    content: canned?.content ?? '',
  });
  const names = { short_code: t('cannedPage.fields.shortCode'), content: t('cannedPage.fields.content') };
  const shortCode = form.field('short_code');
  // The contract's "no spaces" rule reads as a generic "not valid"; say what is wrong.
  const shortCodeError =
    shortCode.error === t('validation.invalid') ? t('cannedPage.errors.shortCodeSpaces') : shortCode.error;
  const content = form.field('content');
  /** Files: the response's own (minus those marked for removal) and new ones picked here. */
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<File[]>([]);
  const kept = (canned?.attachments ?? []).filter((a) => !removed.includes(a.file_url));

  const submit = form.handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        toast.show(t(canned ? 'cannedPage.updated' : 'cannedPage.created', { code: input.short_code }));
        onClose();
      },
      onError: (err: unknown) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
      },
    };
    if (canned) update.mutate({ id: canned.id, input: { ...input, remove_attachments: removed }, files: added }, done);
    else create.mutate({ input, files: added }, done);
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));

  return (
    <Dialog
      open
      onClose={onClose}
      title={canned ? t('cannedPage.editTitle') : t('cannedPage.addTitle')}
      description={t('cannedPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {canned ? t('common.save') : t('cannedPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={names.short_code}
          autoComplete="off"
          dir="auto"
          hint={t('cannedPage.fields.shortCodeHint')}
          {...shortCode}
          error={shortCodeError}
        />
        <TextAreaField
          label={names.content}
          name={content.name}
          value={content.value}
          dir="auto"
          rows={6}
          maxLength={CANNED_RESPONSE_CONTENT_MAX}
          onChange={(e) => form.setValue('content', e.target.value)}
          onBlur={content.onBlur}
          error={content.error}
          hint={t('cannedPage.fields.contentHint')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('cannedPage.fields.attachments')}
          </legend>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('cannedPage.fields.attachmentsHint')}</p>
          {kept.length + added.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {[
                ...kept.map((a) => ({ name: a.file_name, drop: () => setRemoved((r) => [...r, a.file_url]) })),
                ...added.map((f, i) => ({ name: f.name, drop: () => setAdded((fs) => fs.filter((_, j) => j !== i)) })),
              ].map((f, i) => (
                <li
                  key={`${f.name}-${i}`}
                  className="flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
                >
                  <span className="max-w-[12rem] truncate">{f.name}</span>
                  <button
                    type="button"
                    aria-label={t('cannedPage.fields.removeFile', { name: f.name })}
                    onClick={f.drop}
                  >
                    <Icon name="close" className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <label className="mt-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-woot-700 focus-within:ring-2 focus-within:ring-focus hover:underline dark:text-woot-300">
            <Icon name="upload" className="size-4" />
            {t('cannedPage.fields.addFiles')}
            <input
              type="file"
              multiple
              className="sr-only"
              onChange={(e) => {
                const picked = [...(e.target.files ?? [])];
                setAdded((fs) => [...fs, ...picked].slice(0, 15 - kept.length));
                e.target.value = '';
              }}
            />
          </label>
        </fieldset>
      </form>
    </Dialog>
  );
};
