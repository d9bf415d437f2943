import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_FILE_TYPES, KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import { Button } from '../../components/Button.tsx';
import { errorClass, hintClass, inputClass, labelClass } from '../../components/fieldStyles.ts';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useKnowledgeMutations } from './knowledgeQueries.ts';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const ACCEPT = Object.keys(DOCUMENT_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** The administrator's two ways to add a document: a website to read, or a file to upload. */
export const DocumentAddPanel = ({ accountId, assistantId }: { accountId: number; assistantId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { addUrl, upload } = useKnowledgeMutations(accountId);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [fileKey, setFileKey] = useState(0);

  const submitUrl = (e: FormEvent) => {
    e.preventDefault();
    if (!isHttpUrl(url.trim())) return setUrlError(t('captainKnowledge.add.badUrl'));
    setUrlError(undefined);
    addUrl.mutate(
      { external_link: url.trim(), assistant_id: assistantId },
      {
        onSuccess: (d) => {
          setUrl('');
          toast.show(t('captainKnowledge.add.added', { name: d.name }));
        },
        onError: (err) => setUrlError(apiErrorMessage(err, t)),
      },
    );
  };

  const pick = (f: File | null) => {
    setFile(f);
    if (!f) return setFileError(undefined);
    const ext = f.name.toLowerCase().split('.').pop() ?? '';
    if (!(ext in DOCUMENT_FILE_TYPES)) return setFileError(t('captainKnowledge.add.wrongType'));
    if (f.size > KNOWLEDGE_LIMITS.fileBytes) return setFileError(t('captainKnowledge.add.tooBig'));
    setFileError(undefined);
  };

  const submitFile = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setFileError(t('captainKnowledge.add.chooseFile'));
    if (fileError) return;
    upload.mutate(
      { file, assistantId },
      {
        onSuccess: (d) => {
          setFile(null);
          setFileKey((k) => k + 1);
          toast.show(t('captainKnowledge.add.added', { name: d.name }));
        },
        onError: (err) => setFileError(apiErrorMessage(err, t)),
      },
    );
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form
        noValidate
        aria-label={t('captainKnowledge.add.urlTitle')}
        onSubmit={submitUrl}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          {t('captainKnowledge.add.urlTitle')}
        </h2>
        <TextField
          label={t('captainKnowledge.add.url')}
          type="url"
          dir="ltr"
          value={url}
          error={urlError}
          hint={t('captainKnowledge.add.urlHint', {
            pages: KNOWLEDGE_LIMITS.crawlPages,
            depth: KNOWLEDGE_LIMITS.crawlDepth,
          })}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError(undefined);
          }}
        />
        <Button type="submit" className="mt-3" isLoading={addUrl.isPending}>
          {t('captainKnowledge.add.addUrl')}
        </Button>
      </form>
      <form
        noValidate
        aria-label={t('captainKnowledge.add.fileTitle')}
        onSubmit={submitFile}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          {t('captainKnowledge.add.fileTitle')}
        </h2>
        <label htmlFor="knowledge-file" className={labelClass}>
          {t('captainKnowledge.add.file')}
        </label>
        <input
          key={fileKey}
          id="knowledge-file"
          type="file"
          accept={ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'knowledge-file-error' : 'knowledge-file-hint'}
          onChange={(e) => pick(e.target.files?.[0] ?? null)}
          className={`${inputClass(Boolean(fileError))} file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-2 file:py-1 file:text-sm dark:file:bg-slate-800 dark:file:text-slate-200`}
        />
        {fileError ? (
          <p id="knowledge-file-error" className={errorClass}>
            {fileError}
          </p>
        ) : (
          <p id="knowledge-file-hint" className={hintClass}>
            {t('captainKnowledge.add.fileHint')}
          </p>
        )}
        <Button type="submit" className="mt-3" isLoading={upload.isPending}>
          {t('captainKnowledge.add.upload')}
        </Button>
      </form>
    </div>
  );
};
