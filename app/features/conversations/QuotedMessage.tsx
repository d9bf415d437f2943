import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { jumpToMessage } from './composerStore.ts';
import { conversationKeys, fetchLatestMessages } from './conversationQueries.ts';
import { displayNameOf, type TMessage, type TMessageWindow } from './conversationTypes.ts';
import { plainPreview } from '../editor/index.ts';
import { inReplyToOf } from './replyTo.ts';

/** One line naming a quoted message: its sender and the start of its text (or "Attachment"). */
export const quoteLine = (q: TMessage, attachment: string) =>
  plainPreview(q.content ?? '') || (q.attachments?.length ? attachment : '');

/** Inside a reply's bubble: the quoted original; a click scrolls to it when it is loaded. */
export const QuotedMessage = ({ message }: { message: TMessage }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const quotedId = inReplyToOf(message);
  // Read from the open list's cache (never a fetch of its own).
  const quoted = useQuery({
    queryKey: conversationKeys.messages(account.id, message.conversation_id),
    queryFn: () => fetchLatestMessages(account.id, message.conversation_id),
    enabled: false,
    select: (w: TMessageWindow) => w.messages.find((x) => x.id === quotedId) ?? null,
  }).data;
  if (quotedId === null) return null;
  const box =
    'mb-1.5 block w-full rounded-md border-s-4 border-current/40 bg-black/5 px-2 py-1 text-start text-xs dark:bg-white/10';
  if (!quoted) return <p className={`${box} italic opacity-80`}>{t('composer.quotedMissing')}</p>;
  const name = quoted.sender ? displayNameOf(quoted.sender) : '';
  return (
    <button
      type="button"
      title={t('composer.quotedJump')}
      onClick={() => jumpToMessage(message.conversation_id, quoted.id)}
      className={`${box} hover:bg-black/10 dark:hover:bg-white/15`}
    >
      <span className="block font-semibold opacity-90">{t('composer.quoted', { name })}</span>
      <span dir="auto" className="line-clamp-2 opacity-80">
        {quoteLine(quoted, t('composer.quotedAttachment'))}
      </span>
    </button>
  );
};
