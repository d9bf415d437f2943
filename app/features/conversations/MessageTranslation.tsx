import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from './conversationTypes.ts';
import { MessageContent } from './MessageContent.tsx';
import { translationOf, translationTarget } from './translation.ts';

/**
 * The message in the agent's language, under the original: a kept translation shows without a call;
 * a toggle hides it to read the original alone, and shows it again.
 */
export const MessageTranslation = ({ message }: { message: TMessage }) => {
  const { t, i18n } = useTranslation();
  const [showOriginal, setShowOriginal] = useState(false);
  const text =
    message.content_attributes?.deleted === true ? null : translationOf(message, translationTarget(i18n.language));
  if (text === null) return null;
  return (
    <div className="mt-2 border-t border-current/15 pt-1.5">
      {showOriginal ? null : (
        <>
          <p className="mb-0.5 text-[11px] font-semibold opacity-75">{t('composer.translated')}</p>
          <MessageContent content={text} />
        </>
      )}
      <button
        type="button"
        aria-pressed={showOriginal}
        onClick={() => setShowOriginal((v) => !v)}
        className="mt-1 text-[11px] font-medium underline opacity-80 hover:opacity-100"
      >
        {showOriginal ? t('composer.showTranslation') : t('composer.showOriginal')}
      </button>
    </div>
  );
};
