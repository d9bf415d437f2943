/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import { intlLocale, t } from './i18n.ts';
import { isFromAgent } from './messages.ts';
import { CsatForm, EmailCollect } from './MessageForms.tsx';
import { MessageText } from './MessageText.tsx';
import type { TMessage } from './types.ts';

interface TListProps {
  messages: TMessage[];
  /** Shown before the messages, as the agent's: the inbox greeting, or a website campaign's message. */
  greeting: { content: string; name?: string } | null;
  agentTyping: string | null;
  onUpdate: (messageId: number, body: unknown) => Promise<boolean>;
  onRetry: (m: TMessage) => void;
}

const timeOf = (unix: number | null) =>
  unix
    ? new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(unix * 1000))
    : '';

const Attachments = ({ m }: { m: TMessage }) => (
  <div class="cw-files">
    {m.attachments.map((a) =>
      a.file_type === 'image' ? (
        <a key={a.id} href={a.data_url} target="_blank" rel="noopener noreferrer">
          <img class="cw-files__image" src={a.thumb_url || a.data_url} alt={a.file_name ?? t('attachment')} />
        </a>
      ) : (
        <a key={a.id} class="cw-files__file" href={a.data_url} target="_blank" rel="noopener noreferrer" download>
          {t('download', { name: a.file_name ?? t('attachment') })}
        </a>
      ),
    )}
  </div>
);

const Bubble = ({
  m,
  showName,
  onUpdate,
  onRetry,
}: { m: TMessage; showName: boolean } & Pick<TListProps, 'onUpdate' | 'onRetry'>) => {
  const agent = isFromAgent(m);
  if (m.content_type === 'input_email') return <EmailCollect message={m} onUpdate={onUpdate} />;
  if (m.content_type === 'input_csat') return <CsatForm message={m} onUpdate={onUpdate} />;
  return (
    <div class={agent ? 'cw-msg cw-msg--agent' : 'cw-msg cw-msg--visitor'}>
      {agent && showName && m.sender && <div class="cw-msg__name">{m.sender.name}</div>}
      <div class="cw-msg__bubble">
        {m.content && agent ? <MessageText className="cw-msg__text" content={m.content} /> : null}
        {m.content && !agent ? (
          <p class="cw-msg__text" dir="auto">
            {m.content}
          </p>
        ) : null}
        {m.attachments.length > 0 && <Attachments m={m} />}
      </div>
      <div class="cw-msg__meta">
        {m.local === 'sending' ? t('sending') : m.local === 'failed' ? t('failed') : timeOf(m.created_at)}
        {m.local === 'failed' && (
          <button type="button" class="cw-link-button" onClick={() => onRetry(m)}>
            {t('retry')}
          </button>
        )}
      </div>
    </div>
  );
};

/** The conversation: messages in order, the forms they carry, and the agent's typing. */
export const MessageList = ({ messages, greeting, agentTyping, onUpdate, onRetry }: TListProps) => {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, agentTyping]);
  return (
    <div class="cw-messages" role="log" aria-live="polite" aria-label={t('conversation')}>
      {greeting && (
        <div class="cw-msg cw-msg--agent">
          {greeting.name && <div class="cw-msg__name">{greeting.name}</div>}
          <div class="cw-msg__bubble">
            <MessageText className="cw-msg__text" content={greeting.content} />
          </div>
        </div>
      )}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const showName = !prev || prev.sender?.id !== m.sender?.id || prev.message_type !== m.message_type;
        return <Bubble key={m.id} m={m} showName={showName} onUpdate={onUpdate} onRetry={onRetry} />;
      })}
      {agentTyping !== null && (
        <div class="cw-typing" role="status">
          {agentTyping ? t('typing', { name: agentTyping }) : t('someoneTyping')}
        </div>
      )}
      <div ref={end} />
    </div>
  );
};
