import { useTranslation } from 'react-i18next';
import type { TCopilotMessage } from '../../../../common/contracts/captainCopilot.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { replyText, sendToReply } from './copilotEvents.ts';

const action =
  'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-woot-800 hover:bg-woot-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:text-woot-100 dark:hover:bg-woot-900/60';

/** One message of a copilot thread: the agent's question, a tool step, or an answer with its sources and actions. */
export const CopilotMessage = ({
  message: m,
  conversationId,
}: {
  message: TCopilotMessage;
  conversationId: number;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const body = m.message;
  if (m.message_type === 'assistant_thinking')
    return (
      <li className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <Icon name="search" className="size-3.5 shrink-0" />
        {body.tool ? t(`captainCopilot.tools.${body.tool}`) : body.content}
      </li>
    );
  if (m.message_type === 'user')
    return (
      <li className="ms-8 self-end rounded-lg bg-woot-50 px-3 py-2 text-sm text-slate-800 dark:bg-woot-900/50 dark:text-slate-100">
        <span className="sr-only">{t('captainCopilot.you')}: </span>
        <p dir="auto" className="whitespace-pre-wrap">
          {body.content}
        </p>
      </li>
    );
  if (body.error_code)
    return (
      <li
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        {t(`captainCopilot.errors.${body.error_code}`)}
      </li>
    );
  const use = () => {
    if (sendToReply({ conversationId, text: replyText(body.content) })) toast.show(t('captainCopilot.addedToReply'));
    else toast.show(t('captainCopilot.noReplyBox'), 'error');
  };
  const copy = () =>
    copyText(body.content).then(
      () => toast.show(t('captainCopilot.copied')),
      () => toast.show(t('captainCopilot.copyFailed'), 'error'),
    );
  return (
    <li className="me-4 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
      <span className="sr-only">{t('captainCopilot.title')}: </span>
      <p dir="auto" className="whitespace-pre-wrap">
        {body.content}
      </p>
      {body.citations?.length ? (
        <div className="mt-2 border-t border-slate-100 pt-1.5 dark:border-slate-700">
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t('captainCopilot.sources')}</p>
          <ol className="list-inside list-decimal text-xs text-slate-600 dark:text-slate-300">
            {body.citations.map((c) => (
              <li key={`${c.title}-${c.url ?? ''}`} dir="auto">
                {c.url ? (
                  <a href={c.url} target="_blank" rel="noreferrer" className="underline hover:no-underline">
                    {c.title}
                  </a>
                ) : (
                  c.title
                )}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-1">
        <button type="button" className={action} onClick={use}>
          <Icon name="reply" className="size-3.5 rtl:-scale-x-100" />
          {t('captainCopilot.useInReply')}
        </button>
        <button type="button" className={action} onClick={() => void copy()}>
          <Icon name="copy" className="size-3.5" />
          {t('captainCopilot.copy')}
        </button>
      </div>
    </li>
  );
};
