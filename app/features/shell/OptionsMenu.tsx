import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useMenu } from '../../components/useMenu.ts';
import { useCurrentAccount, useGlobalConfig, useAccountSwitching } from '../accounts/index.ts';
import { useShellActions } from './shellContext.ts';
import { openSupportChat } from './supportChat.ts';

/** The primary sidebar's options menu: account switcher, support chat, shortcut help. */
export const OptionsMenu = () => {
  const { t } = useTranslation();
  const { user } = useCurrentAccount();
  const { open, close, triggerRef, triggerProps, popoverRef, menuProps } = useMenu();
  const { openShortcutHelp, openAccountSelector } = useShellActions();
  const { showChangeAccount } = useAccountSwitching(user);
  const supportToken = useGlobalConfig().supportInboxToken;
  const run = (action: () => void) => () => {
    close(false);
    action();
  };
  return (
    <div className="relative">
      <button
        type="button"
        ref={triggerRef}
        {...triggerProps}
        aria-label={t('shell.options')}
        title={t('shell.options')}
        className="flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <Icon name="dots" className="size-5" />
      </button>
      {open ? (
        <div
          ref={popoverRef}
          className="absolute start-full bottom-0 z-40 ms-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div {...menuProps} aria-label={t('shell.options')}>
            {showChangeAccount ? (
              <MenuItem icon="switch" onClick={run(openAccountSelector)}>
                {t('userMenu.changeAccount')}
              </MenuItem>
            ) : null}
            {supportToken ? (
              <MenuItem icon="lifebuoy" onClick={run(() => void openSupportChat(supportToken))}>
                {t('userMenu.contactSupport')}
              </MenuItem>
            ) : null}
            <MenuItem icon="keyboard" onClick={run(openShortcutHelp)}>
              {t('userMenu.shortcuts')}
            </MenuItem>
          </div>
        </div>
      ) : null}
    </div>
  );
};
