import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Tab, TabList, Tabs } from '../../components/Tabs.tsx';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import {
  addAttachments,
  draftKey,
  loadDraft,
  MAX_ATTACHMENTS,
  saveDraft,
  substituteVariables,
  TypingNotifier,
  variableValues,
  loadRichEditor,
  useEditorSupport,
  withSignature,
  type TDraftMode,
  type TEditorApi,
} from '../editor/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { editorMessageKey, messageKeySettings, useUiSettings } from '../profile/index.ts';
import { toggleTyping } from './conversationsApi.ts';
import type { TConversation } from './conversationTypes.ts';
import { isBrowserOffline, useSendMessage } from './useSendMessage.ts';
import { replyFromOthersSince } from '../realtime/index.ts';
import { conversationKeys } from './conversationQueries.ts';
import type { TMessageWindow } from './conversationTypes.ts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';
import { onReplyTarget, setReplyTarget, useReplyTarget } from './composerStore.ts';
import { EmailFields } from './EmailFields.tsx';
import { ReplyPreview } from './ReplyPreview.tsx';
import { SignaturePreview } from './SignaturePreview.tsx';
import { replyRecipients } from './replyRecipients.ts';
import { useMessageWindow } from './useConversation.ts';
import { useEmailRecipients } from './useEmailRecipients.ts';
import { useSignature } from './useSignature.ts';

// TipTap is large: the editor loads in its own chunk.
const RichEditor = lazy(() => loadRichEditor());
// Send later (the scheduled list above the composer, the schedule dialog) is its own chunk.
const Scheduled = lazy(() => import('./scheduled/ScheduledMessages.tsx'));
// Captain's button and dialog: a chunk of their own (the screen is at its size budget).
const CaptainButton = lazy(() => import('./captain/CaptainButton.tsx'));

/**
 * Reply and private-note modes, the editor, attachments (≤ 15), typing status, drafts, send; in reply
 * mode also the signature, the quoted message (reply-to) and, for email inboxes, To / Cc / Bcc.
 */
export const ReplyBox = ({ accountId, conversation: c }: { accountId: number; conversation: TConversation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentAccount();
  const inbox = useInboxes(accountId).data?.find((i) => i.id === c.inbox_id);
  const support = useEditorSupport(accountId);
  const send = useSendMessage(c.id);
  const saveUi = useUiSettings();
  // An email inbox that signs with its own signature only (the server adds it) leaves the agent's out.
  const inboxSigns = inbox?.signature_source === 'inbox';
  const signature = useSignature(inboxSigns ? undefined : inbox?.channel_type);
  const replyTarget = useReplyTarget(c.id);
  const messageWindow = useMessageWindow(accountId, c.id).data;
  const recipients = useEmailRecipients(
    useMemo(
      () => replyRecipients(c.meta.sender?.email, messageWindow?.messages ?? [], inbox?.email),
      [c.meta.sender?.email, messageWindow, inbox?.email],
    ),
  );
  const [mode, setMode] = useState<TDraftMode>('reply');
  /** The editor's text: what the agent typed (the signature shows under it and is added on send). */
  const [text, setText] = useState(() => loadDraft(draftKey(c.id, 'reply')));
  const [files, setFiles] = useState<File[]>([]);
  const [scheduling, setScheduling] = useState(false);
  const editorApi = useRef<TEditorApi | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendKey = editorMessageKey(user.ui_settings);
  const isNote = mode === 'note';
  const signatureOn = !isNote && signature.enabled;
  const isEmail = inbox?.channel_type === 'Channel::Email' && !isNote;
  const qc = useQueryClient();
  const { confirm, dialogProps } = useConfirmation();
  /** When this agent started the reply being written (seconds): a colleague's reply after it asks for a review. */
  const startedAt = useRef<number | null>(null);

  /** {{variables}}: filled when a canned response is inserted (the agent proof-reads them) and again on send. */
  const values = useMemo(
    () =>
      variableValues({
        contact: c.meta.sender,
        conversation: { id: c.id },
        agent: { name: user.available_name, email: user.email },
        inbox: inbox ? { id: inbox.id, name: inbox.name } : null,
      }),
    [c.meta.sender, c.id, user.available_name, user.email, inbox],
  );
  const { searchCanned } = support;
  const searchFilledCanned = useCallback(
    async (query: string) =>
      (await searchCanned(query)).map((r) => ({ ...r, content: substituteVariables(r.content, values) })),
    [searchCanned, values],
  );

  const typing = useMemo(
    () =>
      new TypingNotifier((on, isPrivate) => void toggleTyping(accountId, c.id, on, isPrivate).catch(() => undefined)),
    [accountId, c.id],
  );
  useEffect(() => () => typing.stop(), [typing]);
  // A quoted message belongs to this conversation's composer only while it is open.
  useEffect(() => () => setReplyTarget(c.id, null), [c.id]);

  /** Shows a text in the editor and puts the cursor at its end. */
  const show = (next: string, focus: boolean) => {
    setText(next);
    if (next === '') editorApi.current?.clear();
    else editorApi.current?.setMarkdown(next);
    if (focus) editorApi.current?.focus('end');
  };

  const switchMode = (next: TDraftMode) => {
    if (next === mode) {
      editorApi.current?.focus();
      return;
    }
    saveDraft(draftKey(c.id, mode), text);
    setMode(next);
    show(loadDraft(draftKey(c.id, next)), true);
  };
  // "Reply" on a bubble: the quote shows above the editor, in reply mode.
  const toReply = useRef(() => {});
  useEffect(() => {
    toReply.current = () => switchMode('reply');
  });
  useEffect(() => onReplyTarget(c.id, () => toReply.current()), [c.id]);
  const toggleSignature = () => {
    if (signature.toggle() !== null) editorApi.current?.focus('end');
  };
  useWorkspaceShortcuts({
    reply: () => switchMode('reply'),
    privateNote: () => switchMode('note'),
    attach: () => fileInput.current?.click(),
  });

  const onChange = (markdown: string) => {
    setText(markdown);
    if (!markdown.trim()) startedAt.current = null;
    else startedAt.current ??= Math.floor(Date.now() / 1000);
    saveDraft(draftKey(c.id, mode), markdown);
    if (markdown.trim()) typing.keystroke(isNote);
  };
  const canSend = text.trim() !== '' || files.length > 0;
  const scheduleLabel = t('editor.schedule');
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
  const draftContent = () => substituteVariables(signatureOn ? withSignature(text, signature.text) : text, values);
  /** The draft went out (sent or scheduled): the composer starts afresh. */
  const clearComposer = () => {
    setFiles([]);
    startedAt.current = null;
    saveDraft(draftKey(c.id, mode), '');
    show('', false);
  };
  const submit = async () => {
    if (!canSend) return;
    // The offline outbox keeps text only: files wait in the composer until the network is back.
    if (files.length && isBrowserOffline()) {
      toast.show(t('editor.offlineFiles'), 'error');
      return;
    }
    const emailExtras = isEmail ? recipients.extras() : {};
    if (!emailExtras) return;
    if (!(await reviewedFirst())) return;
    const content = draftContent();
    typing.stop();
    const quoted = !isNote && replyTarget ? { content_attributes: { in_reply_to: replyTarget.id } } : {};
    void send({ content, private: isNote, files, extras: { ...emailExtras, ...quoted } });
    clearComposer();
    if (!isNote) setReplyTarget(c.id, null);
    if (isEmail) recipients.reset();
  };
  const pick = (picked: File[]) => {
    const next = addAttachments(files, picked);
    if (next.dropped) toast.show(t('editor.tooManyFiles', { max: MAX_ATTACHMENTS }), 'error');
    setFiles(next.files);
  };

  const tab = (m: TDraftMode, label: string) => (
    <Tab
      value={m}
      className={`rounded-md px-2.5 py-1 text-xs font-medium ${mode === m ? (m === 'note' ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' : 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100') : 'text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      {label}
    </Tab>
  );

  return (
    <div
      className={`border-t border-slate-200 dark:border-slate-800 ${isNote ? 'bg-amber-50/60 dark:bg-amber-950/20' : 'bg-white dark:bg-slate-900'}`}
    >
      <Suspense>
        <Scheduled
          displayId={c.id}
          draft={scheduling ? { content: draftContent(), private: isNote, files } : null}
          onClose={() => setScheduling(false)}
          onScheduled={clearComposer}
        />
      </Suspense>
      <Tabs value={mode} onValueChange={switchMode} panelless>
        <TabList label={t('editor.modes')} className="flex gap-1 px-3 pt-2">
          {tab('reply', t('editor.reply'))}
          {tab('note', t('editor.privateNote'))}
        </TabList>
      </Tabs>
      {!isNote && replyTarget ? (
        <ReplyPreview message={replyTarget} onCancel={() => setReplyTarget(c.id, null)} />
      ) : null}
      {isEmail ? <EmailFields recipients={recipients} /> : null}
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
          searchCanned={searchFilledCanned}
          onCannedFiles={pick}
          onChange={onChange}
          onSubmit={() => void submit()}
          onReady={(api) => {
            editorApi.current = api;
          }}
          onImage={support.uploadImage}
          onFilesBlocked={() => toast.show(t('editor.pasteBlocked'), 'error')}
        />
      </Suspense>
      {signatureOn ? <SignaturePreview signature={signature.text} /> : null}
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
      {/* Wraps in a narrow column: Send moves under the tools rather than under the contact panel. */}
      <div className="flex flex-wrap items-center gap-2 px-3 pb-3">
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
        {!isNote && inbox && !inboxSigns ? (
          <button
            type="button"
            aria-pressed={signature.enabled}
            title={t('composer.signatureHint')}
            disabled={signature.isSaving}
            onClick={toggleSignature}
            className={`flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium ${signature.enabled ? 'bg-woot-50 text-woot-800 dark:bg-woot-900/50 dark:text-woot-100' : 'text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            <Icon name="pencil" className="size-3.5" />
            {t('composer.signature')}
          </button>
        ) : null}
        <Suspense>
          {/* Captain's text the agent chose: the draft becomes it (saved as a draft, as typing would). */}
          <CaptainButton
            accountId={accountId}
            conversation={c}
            draft={text}
            onText={(v) => {
              show(v, true);
              onChange(v);
            }}
          />
        </Suspense>
        <label className="flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-500">
          <input
            type="checkbox"
            checked={sendKey === 'enter'}
            onChange={(e) => saveUi.mutate(messageKeySettings(e.target.checked ? 'enter' : 'cmd_enter'))}
          />
          {t('editor.enterToSend')}
        </label>
        <Button
          size="sm"
          variant="ghost"
          className="ms-auto"
          disabled={!canSend}
          aria-label={scheduleLabel}
          title={scheduleLabel}
          onClick={() => setScheduling(true)}
          icon={<Icon name="clock" className="size-4" />}
        />
        <Button
          size="sm"
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
