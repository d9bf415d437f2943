import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { displayNameOf, type TMessage } from './conversationTypes.ts';
import { quoteLine } from './QuotedMessage.tsx';

/** "Replying to …" above the editor while a reply quotes a message, with a cancel button. */
export const ReplyPreview = ({ message, onCancel }: { message: TMessage; onCancel: () => void }) => {
  const { t } = useTranslation();
  const name = message.sender ? displayNameOf(message.sender) : '';
  return (
    <section
      aria-label={t('composer.replyPreview')}
      className="mx-3 mt-2 flex items-start gap-2 rounded-md border-s-4 border-woot-500 bg-woot-50 px-2.5 py-1.5 text-xs dark:bg-woot-900/30"
    >
      <Icon name="reply" className="mt-0.5 size-3.5 shrink-0 text-woot-600 rtl:-scale-x-100 dark:text-woot-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-woot-800 dark:text-woot-100">{t('composer.replyingTo', { name })}</p>
        <p dir="auto" className="truncate text-slate-600 dark:text-slate-300">
          {quoteLine(message, t('composer.quotedAttachment'))}
        </p>
      </div>
      <button
        type="button"
        aria-label={t('composer.cancelReply')}
        title={t('composer.cancelReply')}
        onClick={onCancel}
        className="-m-[3px] rounded p-[5px] text-slate-500 hover:bg-woot-100 hover:text-slate-800 dark:hover:bg-woot-900 dark:hover:text-white"
      >
        <Icon name="close" className="size-3.5" />
      </button>
    </section>
  );
};
