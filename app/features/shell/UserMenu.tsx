import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { Menu } from '../../components/Menu.tsx';
import { MenuGroupLabel } from '../../components/MenuGroupLabel.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuLink } from '../../components/MenuLink.tsx';
import { MenuSegment } from '../../components/MenuSegment.tsx';
import { MenuSeparator } from '../../components/MenuSeparator.tsx';
import { nativeLanguageName } from '../../../common/languageNames.ts';
import { APPEARANCES } from '../../lib/appearance.ts';
import { uiLanguageOf } from '../../lib/preferredLanguage.ts';
import { CATALOGUE_LANGUAGES } from '../../lib/uiCatalogues.ts';
import { useCurrentAccount, useGlobalConfig, useAccountSwitching } from '../accounts/index.ts';
import { useSignOut } from '../auth/index.ts';
import { pathTo } from '../navigation/index.ts';
import { useAppearance, useLanguage } from '../preferences/index.ts';
import { AvailabilityDot } from '../../components/AvailabilityDot.tsx';
import { useShellActions } from './shellContext.ts';
import { openSupportChat } from './supportChat.ts';
import { UserMenuAvailability } from './UserMenuAvailability.tsx';

const APPEARANCE_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const satisfies Record<string, TIconName>;

/** Part 2 §2 "User menu", opened from the agent's avatar at the foot of the primary sidebar. */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  const { openShortcutHelp, openAccountSelector } = useShellActions();
  const { showChangeAccount } = useAccountSwitching(user);
  const config = useGlobalConfig();
  const [appearance, setAppearance] = useAppearance();
  const [language, setLanguage] = useLanguage();
  const signOut = useSignOut();
  const supportToken = config.supportInboxToken;
  const label = t('userMenu.label', { name: user.available_name });

  return (
    <Menu
      label={label}
      side="inline-end"
      align="end"
      className="w-64 rounded-xl p-1.5"
      trigger={
        <button
          type="button"
          title={user.available_name}
          className="relative flex size-10 items-center justify-center rounded-full hover:ring-2 hover:ring-slate-200 dark:hover:ring-slate-700"
        >
          <Avatar name={user.available_name} src={user.thumbnail || null} />
          <AvailabilityDot
            status={account.availability}
            className="absolute end-0.5 bottom-0.5 size-2.5 ring-2 ring-white dark:ring-slate-900"
          />
          {/* The name comes from this text, not an aria-label that left the drawn initials out (WCAG 2.5.3):
            "Olivia Bennett · Online, user menu". */}
          <span className="sr-only">
            {t('userMenu.label', {
              name: `${user.available_name} · ${t(`availability.${account.availability}`)}`,
            })}
          </span>
        </button>
      }
    >
      {(close) => (
        <>
          <div className="px-2 py-1.5">
            <p dir="auto" className="truncate text-sm font-medium text-slate-900 rtl:text-right dark:text-white">
              {user.name}
            </p>
            <p dir="ltr" className="truncate text-xs text-slate-500 rtl:text-right dark:text-slate-400">
              {user.email}
            </p>
          </div>
          <div>
            <UserMenuAvailability />
            <MenuSeparator />
            <div role="group" aria-labelledby="user-menu-appearance">
              <MenuGroupLabel id="user-menu-appearance">{t('appearance.label')}</MenuGroupLabel>
              <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                {APPEARANCES.map((a) => (
                  <MenuSegment key={a} checked={appearance === a} onSelect={() => setAppearance(a)}>
                    <Icon name={APPEARANCE_ICONS[a]} className="size-3.5" />
                    {t(`appearance.${a}`)}
                  </MenuSegment>
                ))}
              </div>
            </div>
            <div role="group" aria-labelledby="user-menu-language">
              <MenuGroupLabel id="user-menu-language">{t('language.label')}</MenuGroupLabel>
              {/* The translated languages; the profile's preferences list every other one. */}
              <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                {CATALOGUE_LANGUAGES.map((l) => (
                  <MenuSegment key={l} checked={uiLanguageOf(language) === l} onSelect={() => void setLanguage(l)}>
                    <span lang={l.replace('_', '-')}>{nativeLanguageName(l)}</span>
                  </MenuSegment>
                ))}
              </div>
            </div>
            <MenuSeparator />
            {showChangeAccount ? (
              <MenuItem
                icon="switch"
                onClick={() => {
                  close();
                  openAccountSelector();
                }}
              >
                {t('userMenu.changeAccount')}
              </MenuItem>
            ) : null}
            {supportToken ? (
              <MenuItem
                icon="lifebuoy"
                onClick={() => {
                  close();
                  void openSupportChat(supportToken);
                }}
              >
                {t('userMenu.contactSupport')}
              </MenuItem>
            ) : null}
            <MenuItem
              icon="keyboard"
              onClick={() => {
                close();
                openShortcutHelp();
              }}
            >
              {t('userMenu.shortcuts')}
            </MenuItem>
            <MenuLink to={pathTo(account.id, 'profile_settings_index')} icon="user" onNavigate={() => close()}>
              {t('userMenu.profileSettings')}
            </MenuLink>
            {user.type === 'SuperAdmin' ? (
              <MenuLink to="/super_admin" icon="shield" external onNavigate={() => close()}>
                {t('userMenu.superAdmin')}
              </MenuLink>
            ) : null}
            <MenuSeparator />
            <MenuItem icon="logout" tone="danger" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('userMenu.logout')}
            </MenuItem>
          </div>
        </>
      )}
    </Menu>
  );
};
