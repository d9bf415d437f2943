import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import {
  addAttachments,
  draftKey,
  loadDraft,
  MAX_ATTACHMENTS,
  saveDraft,
  substituteVariables,
  TypingNotifier,
  variableValues,
  type TDraftMode,
} from '../editor/editorHelpers.ts';
import type { TEditorApi } from '../editor/RichEditor.tsx';
import { useInboxes } from '../inboxes/useInboxes.ts';
import { editorMessageKey, messageKeySettings } from '../profile/uiSettings.ts';
import { useUiSettings } from '../profile/useUiSettings.ts';
import { toggleTyping } from './conversationsApi.ts';
import type { TConversation } from './conversationTypes.ts';
import { useEditorSupport } from './useEditorSupport.ts';
import { useSendMessage } from './useSendMessage.ts';
import { replyFromOthersSince } from '../realtime/collision.ts';
import { conversationKeys } from './conversationQueries.ts';
import type { TMessageWindow } from './conversationTypes.ts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';

// TipTap is large: the editor loads in its own chunk.
const RichEditor = lazy(() => import('../editor/RichEditor.tsx'));

/** Reply and private-note modes, the editor, attachments (≤ 15), typing status, drafts, send. */
export const ReplyBox = ({ accountId, conversation: c }: { accountId: number; conversation: TConversation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentAccount();
  const inbox = useInboxes(accountId).data?.find((i) => i.id === c.inbox_id);
  const support = useEditorSupport(accountId);
  const send = useSendMessage(c.id);
  const saveUi = useUiSettings();
  const [mode, setMode] = useState<TDraftMode>('reply');
  const [text, setText] = useState(() => loadDraft(draftKey(c.id, 'reply')));
  const [files, setFiles] = useState<File[]>([]);
  const editorApi = useRef<TEditorApi | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendKey = editorMessageKey(user.ui_settings);
  const isNote = mode === 'note';
  const qc = useQueryClient();
  const { confirm, dialogProps } = useConfirmation();
  /** When this agent started the reply being written (seconds): a colleague's reply after it asks for a review. */
  const startedAt = useRef<number | null>(null);

  const typing = useMemo(
    () =>
      new TypingNotifier((on, isPrivate) => void toggleTyping(accountId, c.id, on, isPrivate).catch(() => undefined)),
    [accountId, c.id],
  );
  useEffect(() => () => typing.stop(), [typing]);

  const switchMode = (next: TDraftMode) => {
    if (next === mode) {
      editorApi.current?.focus();
      return;
    }
    saveDraft(draftKey(c.id, mode), text);
    const draft = loadDraft(draftKey(c.id, next));
    setMode(next);
    setText(draft);
    editorApi.current?.setMarkdown(draft);
    editorApi.current?.focus();
  };
  useWorkspaceShortcuts({
    reply: () => switchMode('reply'),
    privateNote: () => switchMode('note'),
    attach: () => fileInput.current?.click(),
  });

  const onChange = (markdown: string) => {
    setText(markdown);
    if (!markdown) startedAt.current = null;
    else startedAt.current ??= Math.floor(Date.now() / 1000);
    saveDraft(draftKey(c.id, mode), markdown);
    if (markdown) typing.keystroke(isNote);
  };
  const canSend = text.trim() !== '' || files.length > 0;
  /** Collision: another agent replied after this one started writing → offer to read it first. */
  const reviewedFirst = async () => {
    if (isNote || startedAt.current === null) return true;
    const window = qc.getQueryData<TMessageWindow>(conversationKeys.messages(accountId, c.id));
    const other = replyFromOthersSince(window?.messages ?? [], startedAt.current, user.id);
    if (!other) return true;
    const sendAnyway = await confirm({
      title: t('collision.reviewTitle'),
      description: t('collision.reviewBody', { name: other.sender?.name ?? '' }),
      confirmLabel: t('collision.sendAnyway'),
      cancelLabel: t('collision.review'),
    });
    // Either way the colleague's reply has now been seen (even one sent this same second); the next send goes out.
    startedAt.current = Math.max(Math.floor(Date.now() / 1000), other.created_at + 1);
    return sendAnyway;
  };
  const submit = async () => {
    if (!canSend) return;
    if (!(await reviewedFirst())) return;
    const values = variableValues({
      contact: c.meta.sender,
      conversation: { id: c.id },
      agent: { name: user.available_name, email: user.email },
      inbox: inbox ? { id: inbox.id, name: inbox.name } : null,
    });
    const content = substituteVariables(text, values);
    typing.stop();
    void send({ content, private: isNote, files });
    setText('');
    setFiles([]);
    startedAt.current = null;
    saveDraft(draftKey(c.id, mode), '');
    editorApi.current?.clear();
  };
  const pick = (picked: File[]) => {
    const next = addAttachments(files, picked);
    if (next.dropped) toast.show(t('editor.tooManyFiles', { max: MAX_ATTACHMENTS }), 'error');
    setFiles(next.files);
  };

  const tab = (m: TDraftMode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      onClick={() => switchMode(m)}
      className={`rounded-md px-2.5 py-1 text-xs font-medium ${mode === m ? (m === 'note' ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' : 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100') : 'text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      {label}
    </button>
  );

  return (
    <div
      className={`border-t border-slate-200 dark:border-slate-800 ${isNote ? 'bg-amber-50/60 dark:bg-amber-950/20' : 'bg-white dark:bg-slate-900'}`}
    >
      <div role="tablist" aria-label={t('editor.modes')} className="flex gap-1 px-3 pt-2">
        {tab('reply', t('editor.reply'))}
        {tab('note', t('editor.privateNote'))}
      </div>
      <Suspense
        fallback={
          <div className="flex h-20 items-center justify-center">
            <Spinner label={t('editor.loading')} />
          </div>
        }
      >
        <RichEditor
          label={isNote ? t('editor.noteLabel') : t('editor.replyLabel')}
          placeholder={isNote ? t('editor.notePlaceholder') : t('editor.replyPlaceholder')}
          initialMarkdown={text}
          sendKey={sendKey}
          mentionsEnabled={isNote}
          agents={support.agents}
          searchCanned={support.searchCanned}
          onChange={onChange}
          onSubmit={() => void submit()}
          onReady={(api) => {
            editorApi.current = api;
          }}
          onImage={support.uploadImage}
          onFilesBlocked={() => toast.show(t('editor.pasteBlocked'), 'error')}
        />
      </Suspense>
      {files.length ? (
        <ul aria-label={t('editor.attachments')} className="flex flex-wrap gap-1.5 px-3 pb-2">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${i}`}
              className="flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
            >
              <span className="max-w-[10rem] truncate">{f.name}</span>
              <button
                type="button"
                aria-label={t('editor.removeFile', { name: f.name })}
                onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}
              >
                <Icon name="close" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-2 px-3 pb-3">
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label={t('editor.attach')}
          title={t('editor.attach')}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Icon name="upload" className="size-4" />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('editor.attach')}
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <label className="flex items-center gap-1.5 text-xs text-slate-500">
          <input
            type="checkbox"
            checked={sendKey === 'enter'}
            onChange={(e) => saveUi.mutate(messageKeySettings(e.target.checked ? 'enter' : 'cmd_enter'))}
          />
          {t('editor.enterToSend')}
        </label>
        <Button
          size="sm"
          className="ms-auto"
          disabled={!canSend}
          onClick={() => void submit()}
          icon={<Icon name="send" className="size-4" />}
        >
          {isNote ? t('editor.addNote') : t('editor.send')}
        </Button>
      </div>
      <ConfirmDialog {...dialogProps} />
    </div>
  );
};
