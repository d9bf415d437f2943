import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_SOURCES } from '../../../../common/contracts/inboxes.ts';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { loadRichEditor, useEditorSupport } from '../../editor/index.ts';
import type { TInbox } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import { SettingsSection } from './SettingsSection.tsx';

const RichEditor = lazy(() => loadRichEditor());
type TSource = (typeof SIGNATURE_SOURCES)[number];

/**
 * The inbox's email signature (Chatwoot #11381): written in the rich editor (HTML) or as HTML source, sanitised by
 * the server, `{{agent.name}}` filled in as each reply goes out; and whose signature outgoing mail carries.
 */
export const EmailSignatureSection = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const support = useEditorSupport(accountId);
  const update = useUpdateInbox(accountId, inbox.id);
  const [html, setHtml] = useState(inbox.email_signature ?? '');
  const [source, setSource] = useState<TSource>((inbox.signature_source as TSource | undefined) ?? 'agent');
  const [asSource, setAsSource] = useState(false);
  // The rich editor reads its content once: a new key starts it again after the source was edited.
  const [editorKey, setEditorKey] = useState(0);
  const save = () =>
    update.mutate(
      { channel: { email_signature: html.trim() ? html : null, signature_source: source } },
      {
        onSuccess: (saved) => {
          setHtml(saved.email_signature ?? '');
          setEditorKey((k) => k + 1);
          toast.show(t('inboxesPage.signature.saved'), 'success');
        },
        onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
      },
    );
  return (
    <SettingsSection title={t('inboxesPage.signature.title')} description={t('inboxesPage.signature.description')}>
      <SelectField
        label={t('inboxesPage.signature.source')}
        value={source}
        onChange={(e) => setSource(e.target.value as TSource)}
        options={SIGNATURE_SOURCES.map((s) => ({ value: s, label: t(`inboxesPage.signature.sources.${s}`) }))}
      />
      {asSource ? (
        <TextAreaField
          label={t('inboxesPage.signature.html')}
          dir="ltr"
          rows={6}
          className="font-mono"
          value={html}
          onChange={(e) => setHtml(e.target.value)}
        />
      ) : (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300" aria-hidden="true">
            {t('inboxesPage.signature.editor')}
          </p>
          <div className="rounded-lg border border-slate-300 dark:border-slate-600 [&_[contenteditable]]:min-h-[5rem]">
            <Suspense fallback={<Spinner label={t('editor.loading')} />}>
              <RichEditor
                key={editorKey}
                label={t('inboxesPage.signature.editor')}
                placeholder={t('inboxesPage.signature.placeholder')}
                html
                initialMarkdown={html}
                sendKey="cmd_enter"
                mentionsEnabled={false}
                agents={[]}
                searchCanned={support.searchCanned}
                onChange={setHtml}
                onSubmit={save}
                onReady={() => undefined}
                onImage={support.uploadImage}
                onFilesBlocked={() => toast.show(t('editor.pasteBlocked'), 'error')}
              />
            </Suspense>
          </div>
        </div>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('inboxesPage.signature.hint', { variable: '{{agent.name}}' })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button isLoading={update.isPending} onClick={save}>
          {t('inboxesPage.signature.save')}
        </Button>
        <Button
          variant="ghost"
          aria-pressed={asSource}
          onClick={() => {
            if (asSource) setEditorKey((k) => k + 1);
            setAsSource(!asSource);
          }}
        >
          {asSource ? t('inboxesPage.signature.showEditor') : t('inboxesPage.signature.showHtml')}
        </Button>
      </div>
    </SettingsSection>
  );
};
