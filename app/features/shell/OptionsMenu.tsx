import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { Menu } from '../../components/Menu.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useCurrentAccount, useGlobalConfig, useAccountSwitching } from '../accounts/index.ts';
import { useShellActions } from './shellContext.ts';
import { openSupportChat } from './supportChat.ts';

/** The primary sidebar's options menu: account switcher, support chat, shortcut help. */
export const OptionsMenu = () => {
  const { t } = useTranslation();
  const { user } = useCurrentAccount();
  const { openShortcutHelp, openAccountSelector } = useShellActions();
  const { showChangeAccount } = useAccountSwitching(user);
  const supportToken = useGlobalConfig().supportInboxToken;
  return (
    <Menu
      label={t('shell.options')}
      side="inline-end"
      className="w-56 rounded-xl p-1.5"
      trigger={
        <button
          type="button"
          aria-label={t('shell.options')}
          title={t('shell.options')}
          className="flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <Icon name="dots" className="size-5" />
        </button>
      }
    >
      {(close) => {
        const run = (action: () => void) => () => {
          close();
          action();
        };
        return (
          <>
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
          </>
        );
      }}
    </Menu>
  );
};
