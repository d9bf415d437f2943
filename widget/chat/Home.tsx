/** @jsxImportSource preact */
import { HelpArticles } from './HelpArticles.tsx';
import { t } from './i18n.ts';
import { MessageText } from './MessageText.tsx';
import type { TChannelConfig } from './types.ts';

/** The first view: the greeting and the way into the conversation. */
export const Home = ({
  config,
  hasConversation,
  onStart,
}: {
  config: TChannelConfig;
  hasConversation: boolean;
  onStart: () => void;
}) => (
  <section class="cw-home">
    <div class="cw-card">
      {config.greeting_enabled && config.greeting_message && (
        <MessageText className="cw-card__text" content={config.greeting_message} />
      )}
      <p class="cw-card__muted">{t(`replyTime.${config.reply_time}`)}</p>
      <button type="button" class="cw-primary" onClick={onStart}>
        {hasConversation ? t('continueConversation') : t('startConversation')}
      </button>
    </div>
    <HelpArticles />
  </section>
);
