import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorClass, inputClass, labelClass } from '../../../components/fieldStyles.ts';
import { useToast } from '../../../components/useToast.ts';
import { addAttachments, MAX_ATTACHMENTS } from '../../editor/index.ts';
import { oversizedFiles, type TEmailDraft, type TEmailErrors } from './composeForm.ts';

/** Subject, cc, bcc, the message and up to 15 attachments of a new email conversation. */
export const EmailFields = ({
  draft,
  errors,
  onChange,
}: {
  draft: TEmailDraft;
  errors: TEmailErrors;
  onChange: (d: TEmailDraft) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const messageId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorText = (k: keyof TEmailErrors) =>
    errors[k]
      ? t(errors[k] === 'emails' ? 'newConversation.errors.emails' : 'newConversation.errors.required')
      : undefined;
  const set = (patch: Partial<TEmailDraft>) => onChange({ ...draft, ...patch });
  const pick = (picked: File[]) => {
    const tooBig = oversizedFiles(picked);
    for (const f of tooBig) toast.show(t('newConversation.fileTooLarge', { name: f.name }), 'error');
    const next = addAttachments(
      draft.files,
      picked.filter((f) => !tooBig.includes(f)),
    );
    if (next.dropped) toast.show(t('editor.tooManyFiles', { max: MAX_ATTACHMENTS }), 'error');
    set({ files: next.files });
  };
  return (
    <div className="space-y-3">
      <TextField
        label={t('newConversation.subject')}
        value={draft.subject}
        error={errorText('subject')}
        onChange={(e) => set({ subject: e.target.value })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('newConversation.cc')}
          type="text"
          inputMode="email"
          placeholder={t('newConversation.emailsPlaceholder')}
          value={draft.cc}
          error={errorText('cc')}
          onChange={(e) => set({ cc: e.target.value })}
        />
        <TextField
          label={t('newConversation.bcc')}
          type="text"
          inputMode="email"
          placeholder={t('newConversation.emailsPlaceholder')}
          value={draft.bcc}
          error={errorText('bcc')}
          onChange={(e) => set({ bcc: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={messageId} className={labelClass}>
          {t('newConversation.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          dir="auto"
          value={draft.message}
          placeholder={t('newConversation.messagePlaceholder')}
          aria-invalid={errors.message ? true : undefined}
          onChange={(e) => set({ message: e.target.value })}
          className={inputClass(Boolean(errors.message))}
        />
        {errors.message ? <p className={errorClass}>{errorText('message')}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Icon name="upload" className="size-4" />
          {t('newConversation.attach')}
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('newConversation.attach')}
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        {draft.files.length ? (
          <ul aria-label={t('newConversation.attachments')} className="flex flex-wrap gap-1.5">
            {draft.files.map((f, i) => (
              <li
                key={`${f.name}-${i}`}
                className="flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
              >
                <span className="max-w-[10rem] truncate">{f.name}</span>
                <button
                  type="button"
                  aria-label={t('newConversation.removeFile', { name: f.name })}
                  onClick={() => set({ files: draft.files.filter((_, j) => j !== i) })}
                >
                  <Icon name="close" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
};
