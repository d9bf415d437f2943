import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { displayNameOf, pictureOf, type TMessage } from './conversationTypes.ts';
import { LazyEmailBody, LazyEmailRecipients } from './email/lazyEmail.ts';
import { MessageActions } from './MessageActions.tsx';
import { MessageAttachments } from './MessageAttachments.tsx';
import { MessageContent } from './MessageContent.tsx';
import { MessageTranslation } from './MessageTranslation.tsx';
import { StoryNote } from './StoryNote.tsx';
import { QuotedMessage } from './QuotedMessage.tsx';
import { clockTime, fullTime } from '../../lib/timeFormat.ts';
import { inReplyToOf } from './replyTo.ts';
import { useServerTextLang } from '../orientation/index.ts';

interface TProps {
  message: TMessage;
  onRetry: (m: TMessage) => void;
  onDelete: (m: TMessage) => void;
  /** Drops a message waiting in the offline outbox before it goes out. */
  onCancel: (m: TMessage) => void;
}

/** One message: incoming at the start, outgoing at the end, private notes in amber, activity centred. */
export const MessageBubble = ({ message: m, onRetry, onDelete, onCancel }: TProps) => {
  const { t, i18n } = useTranslation();
  // Activity lines are written in the account's language, which may not be the page's.
  const serverLang = useServerTextLang();
  if (m.message_type === 2) {
    return (
      <div className="flex justify-center px-4 py-1.5">
        <p
          dir="auto"
          lang={serverLang}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {m.content}{' '}
          <span lang={serverLang ? i18n.language : undefined} className="text-slate-400">
            · {clockTime(m.created_at, i18n.language)}
          </span>
        </p>
      </div>
    );
  }
  const outgoing = m.message_type !== 0;
  const deleted = m.content_attributes?.deleted === true;
  const name = m.sender ? displayNameOf(m.sender) : '';
  const bot = m.sender?.type === 'agent_bot' || m.sender?.type === 'captain_assistant';
  const tone = m.private
    ? 'bg-amber-50 text-slate-800 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-50 dark:ring-amber-900'
    : outgoing
      ? 'bg-woot-600 text-white dark:bg-woot-700'
      : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100';
  const failed = m.status === 'failed';
  const queued = m.status === 'queued';
  // Refused while waiting in the outbox: it can still be cancelled.
  const fromOutbox = m.outbox === true && failed;
  const externalError = m.content_attributes?.external_error;
  return (
    <article
      aria-label={
        m.private ? t('conversations.message.privateNoteFrom', { name }) : t('conversations.message.from', { name })
      }
      className={`group flex gap-2 px-4 py-1.5 ${outgoing ? 'flex-row-reverse' : ''}`}
    >
      <Avatar name={name || '?'} src={m.sender && pictureOf(m.sender)} size="sm" className="mt-auto" />
      <div className={`flex max-w-[75%] flex-col ${outgoing ? 'items-end' : 'items-start'}`}>
        <div
          className={`rounded-2xl px-3 py-2 text-sm ${tone} ${failed ? 'ring-2 ring-red-400' : ''} ${queued ? 'outline-2 outline-offset-2 outline-dashed outline-slate-400 dark:outline-slate-500' : ''}`}
        >
          {m.private ? (
            <p className="mb-1 flex items-center gap-1 text-[11px] font-semibold text-amber-700 dark:text-amber-300">
              <Icon name="lock" className="size-3" />
              {t('conversations.message.privateNote')}
            </p>
          ) : null}
          {deleted || inReplyToOf(m) === null ? null : <QuotedMessage message={m} />}
          {deleted ? null : <StoryNote message={m} />}
          {/* email, to_emails, cc_emails, bcc_emails: a mail's subject and recipients, in the email chunk. */}
          {!deleted && /email/.test(Object.keys(m.content_attributes ?? {}).join()) ? (
            <Suspense fallback={null}>
              <LazyEmailRecipients message={m} />
            </Suspense>
          ) : null}
          {deleted ? (
            <p className="italic opacity-80">{t('conversations.message.deleted')}</p>
          ) : m.content_attributes?.email && !m.message_type ? (
            <Suspense fallback={m.content ? <MessageContent content={m.content} /> : null}>
              <LazyEmailBody message={m} />
            </Suspense>
          ) : m.content ? (
            <MessageContent content={m.content} />
          ) : null}
          <MessageTranslation message={m} />
          {deleted || !m.attachments?.length ? null : <MessageAttachments message={m} />}
        </div>
        <div className="mt-0.5 flex items-center gap-2 text-[11px] text-slate-400">
          {bot ? (
            <span className="flex items-center gap-1 font-medium text-slate-600 dark:text-slate-300">
              <span dir="auto">{name}</span>
              <span className="rounded bg-slate-200 px-1 text-[10px] uppercase dark:bg-slate-700">
                {t('conversations.message.bot')}
              </span>
            </span>
          ) : null}
          <time dateTime={new Date(m.created_at * 1000).toISOString()} title={fullTime(m.created_at, i18n.language)}>
            {clockTime(m.created_at, i18n.language)}
          </time>
          {m.status === 'progress' ? <span>{t('conversations.message.sending')}</span> : null}
          {queued ? (
            <span
              role="status"
              data-testid="queued-status"
              className="flex items-center gap-1.5 font-medium text-slate-700 dark:text-slate-200"
            >
              <Icon name="clock" className="size-3" />
              {t('conversations.message.waitingToSend')}
              <button
                type="button"
                className="rounded px-1 font-semibold text-red-700 underline hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
                onClick={() => onCancel(m)}
                aria-label={t('conversations.message.cancelQueuedLabel')}
              >
                {t('conversations.message.cancelQueued')}
              </button>
            </span>
          ) : null}
          {failed ? (
            <span role="alert" className="flex items-center gap-1 text-red-600 dark:text-red-400">
              {t('conversations.message.failed')}
              {m.error || (typeof externalError === 'string' ? externalError : '')
                ? `: ${m.error ?? String(externalError)}`
                : ''}
              <button type="button" className="font-medium underline" onClick={() => onRetry(m)}>
                {t('conversations.message.retry')}
              </button>
              {fromOutbox ? (
                <button type="button" className="font-medium underline" onClick={() => onCancel(m)}>
                  {t('conversations.message.cancelQueued')}
                </button>
              ) : null}
            </span>
          ) : null}
          {queued ? null : <MessageActions message={m} />}
          {outgoing && m.id > 0 && !deleted ? (
            <button
              type="button"
              onClick={() => onDelete(m)}
              aria-label={t('conversations.message.delete')}
              className="opacity-0 group-hover:opacity-100 focus:opacity-100 hover:text-red-600"
            >
              <Icon name="trash" className="size-3.5" />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
};
