import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the skip links go: the conversation screen's two panes, and the shell's main area. */
export const SKIP_TARGETS = {
  list: 'conversation-list',
  conversation: 'conversation-view',
  main: 'main-content',
} as const;

/** Moves focus to the target (focusable for this once), so the next Tab starts there. */
const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
};

const LINK =
  'sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-woot-800 shadow-lg ring-2 ring-woot-600 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[70] dark:bg-slate-900 dark:text-woot-100';

/**
 * The first stops of the keyboard: past the sidebars to the conversation list or the open conversation on
 * the conversation screen, to the page elsewhere. Hidden until focused; axe counts links to an anchor on
 * the page as skip links, so they need no landmark of their own.
 */
export const SkipLinks = ({ isConversationScreen }: { isConversationScreen: boolean }) => {
  const { t } = useTranslation();
  const links = isConversationScreen
    ? [
        { id: SKIP_TARGETS.list, label: t('shell.skipToList') },
        { id: SKIP_TARGETS.conversation, label: t('shell.skipToConversation') },
      ]
    : [{ id: SKIP_TARGETS.main, label: t('shell.skipToMain') }];
  return (
    <div>
      {links.map((link) => (
        <a key={link.id} href={`#${link.id}`} onClick={(e) => jump(e, link.id)} className={LINK}>
          {link.label}
        </a>
      ))}
    </div>
  );
};
