import { useTranslation } from 'react-i18next';
import { clockTime } from '../../../lib/timeFormat.ts';
import { displayNameOf, type TMessage } from '../conversationTypes.ts';

/** A message's sender and time on one line, as the tools' message lists show it (a span: it sits in labels too). */
export const MessageByline = ({ message: m, className = '' }: { message: TMessage; className?: string }) => {
  const { i18n } = useTranslation();
  return (
    <span className={`flex gap-2 text-slate-500 dark:text-slate-400 ${className}`}>
      <span dir="auto" className="truncate font-medium text-slate-700 dark:text-slate-200">
        {m.sender ? displayNameOf(m.sender) : ''}
      </span>
      <span className="ms-auto shrink-0">{clockTime(m.created_at, i18n.language)}</span>
    </span>
  );
};
