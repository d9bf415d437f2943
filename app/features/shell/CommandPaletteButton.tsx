import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { isApplePlatform } from '../navigation/index.ts';
import { useShellActions } from './shellContext.ts';

/** Opens the command palette; shows its shortcut (⌘K on Apple systems, Ctrl K elsewhere). */
export const CommandPaletteButton = () => {
  const { t } = useTranslation();
  const { openCommandPalette } = useShellActions();
  const isApple = isApplePlatform(typeof navigator === 'undefined' ? '' : navigator.platform);
  const keys = isApple ? '⌘K' : 'Ctrl K';
  return (
    <button
      type="button"
      onClick={openCommandPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      aria-label={t('shell.openCommandPalette', { keys })}
      title={t('shell.openCommandPalette', { keys })}
      className="flex w-12 flex-col items-center gap-0.5 rounded-lg py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100"
    >
      <Icon name="search" className="size-5" />
      <kbd className="font-sans text-[10px] leading-3 font-medium" dir="ltr">
        {keys}
      </kbd>
    </button>
  );
};
