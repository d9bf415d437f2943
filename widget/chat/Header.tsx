/** @jsxImportSource preact */
import { t } from './i18n.ts';
import type { TChannelConfig } from './types.ts';

interface THeaderProps {
  config: TChannelConfig;
  expanded: boolean;
  onBack?: () => void;
  onEnd?: () => void;
  /** Embedded on a page: the close button, inside the banner like the rest of the top bar. */
  onClose?: () => void;
  online: boolean;
}

/** The brand-coloured top: the welcome texts on the home view, a compact bar in the conversation. */
export const Header = ({ config, expanded, onBack, onEnd, onClose, online }: THeaderProps) => (
  <header class={expanded ? 'cw-header cw-header--expanded' : 'cw-header'}>
    <div class="cw-header__bar">
      {onBack && (
        <button type="button" class="cw-icon-button" aria-label={t('back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="cw-flip">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" stroke-width="2" />
          </svg>
        </button>
      )}
      {config.avatar_url ? <img class="cw-avatar" src={config.avatar_url} alt="" /> : null}
      <div class="cw-header__names">
        {/* The frame's one h1 on every view: who the visitor is talking to. */}
        <h1 class="cw-header__title" dir="auto">
          {config.website_name}
        </h1>
        <div class="cw-header__sub">{online ? t(`replyTime.${config.reply_time}`) : t('reconnecting')}</div>
      </div>
      {onEnd && (
        <button type="button" class="cw-link-button" onClick={onEnd}>
          {t('endConversation')}
        </button>
      )}
    </div>
    {expanded && (
      <div class="cw-welcome">
        {config.welcome_title && (
          <h2 class="cw-welcome__title" dir="auto">
            {config.welcome_title}
          </h2>
        )}
        {config.welcome_tagline && (
          <p class="cw-welcome__tagline" dir="auto">
            {config.welcome_tagline}
          </p>
        )}
      </div>
    )}
    {onClose && (
      <button type="button" class="cw-close" aria-label={t('closeChat')} onClick={onClose}>
        ×
      </button>
    )}
  </header>
);
