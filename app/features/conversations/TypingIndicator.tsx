import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { conversationKeys } from './conversationQueries.ts';
import type { TTypist } from './typingState.ts';

/** "Ana is typing…" under the messages while typing_on events are fresh (cleared after 30 s). */
export const TypingIndicator = ({ accountId, conversationId }: { accountId: number; conversationId: number }) => {
  const { t } = useTranslation();
  const typists =
    useQuery<TTypist[]>({
      queryKey: conversationKeys.typing(accountId, conversationId),
      queryFn: () => [],
      staleTime: Infinity,
      gcTime: 60_000,
    }).data ?? [];
  return (
    <div aria-live="polite" className="h-5 px-4 text-xs text-slate-500 italic">
      {typists.length === 1
        ? t('conversations.typing.one', { name: typists[0]?.name })
        : typists.length > 1
          ? t('conversations.typing.many', { count: typists.length })
          : null}
    </div>
  );
};
