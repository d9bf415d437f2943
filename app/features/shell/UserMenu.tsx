import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAvailability } from '../../../common/enums.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useMenu } from '../../components/useMenu.ts';
import { useToast } from '../../components/useToast.ts';
import { APPEARANCES } from '../../lib/appearance.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { LANGUAGES } from '../../lib/i18n.ts';
import { AccountSelectorDialog } from '../accounts/AccountSelectorDialog.tsx';
import { CreateAccountDialog } from '../accounts/CreateAccountDialog.tsx';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { useAppearance } from '../preferences/useAppearance.ts';
import { useLanguage } from '../preferences/useLanguage.ts';
import { setAvailability } from '../profile/profileApi.ts';
import { useProfileMutation } from '../profile/useProfileMutation.ts';
import { AvailabilityDot } from './AvailabilityDot.tsx';

/** Menu order: most to least available. */
const AVAILABILITY_ORDER: readonly TAvailability[] = ['online', 'busy', 'offline'];

const APPEARANCE_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const satisfies Record<string, TIconName>;

const GroupLabel = ({ id, children }: { id: string; children: ReactNode }) => (
  <p id={id} className="px-2 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
    {children}
  </p>
);

const Separator = () => <div role="separator" className="my-1.5 h-px bg-slate-100 dark:bg-slate-800" />;

/** A compact one-of-many choice laid out in a row, still a menuitemradio for assistive tech. */
const Segment = ({ checked, onSelect, children }: { checked: boolean; onSelect: () => void; children: ReactNode }) => (
  <button
    type="button"
    role="menuitemradio"
    aria-checked={checked}
    tabIndex={-1}
    onClick={onSelect}
    className={`flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-woot-500 ${
      checked
        ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-700 dark:text-white dark:ring-slate-600'
        : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
    }`}
  >
    {children}
  </button>
);

export const UserMenu = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user, account } = useCurrentAccount();
  const { open, close, triggerRef, triggerProps, popoverRef, menuProps } = useMenu();
  const [dialog, setDialog] = useState<'select' | 'create' | null>(null);
  const [appearance, setAppearance] = useAppearance();
  const [language, setLanguage] = useLanguage();
  const signOut = useSignOut();
  const availability = useProfileMutation((status: TAvailability) => setAvailability(account.id, status));
  const current = account.availability;

  const chooseAvailability = (status: TAvailability) =>
    availability.mutate(status, {
      onSuccess: () => toast.show(t('userMenu.availabilityUpdated', { status: t(`availability.${status}`) })),
      onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
    });

  return (
    <div className="relative">
      <button
        type="button"
        ref={triggerRef}
        {...triggerProps}
        aria-label={t('userMenu.label', { name: user.available_name })}
        className="flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-start hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="relative">
          <Avatar name={user.available_name} src={user.thumbnail || null} />
          <AvailabilityDot
            status={current}
            className="absolute -end-0.5 -bottom-0.5 size-2.5 ring-2 ring-white dark:ring-slate-900"
          />
        </span>
        <span className="min-w-0 flex-1">
          <span
            dir="auto"
            className="block truncate rtl:text-right text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            {user.available_name}
          </span>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
            {t(`availability.${current}`)}
          </span>
        </span>
        <Icon name="chevronUpDown" className="size-4 text-slate-400" />
      </button>

      {open ? (
        <div
          ref={popoverRef}
          className="absolute start-0 bottom-full z-30 mb-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="px-2 py-1.5">
            <p dir="auto" className="truncate rtl:text-right text-sm font-medium text-slate-900 dark:text-white">
              {user.name}
            </p>
            <p dir="ltr" className="truncate rtl:text-right text-xs text-slate-500 dark:text-slate-400">
              {user.email}
            </p>
          </div>
          <div {...menuProps} aria-label={t('userMenu.label', { name: user.available_name })}>
            <div role="group" aria-labelledby="user-menu-availability">
              <GroupLabel id="user-menu-availability">{t('userMenu.availability')}</GroupLabel>
              {AVAILABILITY_ORDER.map((status) => (
                <MenuItem
                  key={status}
                  checked={current === status}
                  leading={<AvailabilityDot status={status} className="mx-1" />}
                  onClick={() => chooseAvailability(status)}
                >
                  {t(`availability.${status}`)}
                </MenuItem>
              ))}
            </div>
            <Separator />
            <div role="group" aria-labelledby="user-menu-appearance">
              <GroupLabel id="user-menu-appearance">{t('appearance.label')}</GroupLabel>
              <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                {APPEARANCES.map((a) => (
                  <Segment key={a} checked={appearance === a} onSelect={() => setAppearance(a)}>
                    <Icon name={APPEARANCE_ICONS[a]} className="size-3.5" />
                    {t(`appearance.${a}`)}
                  </Segment>
                ))}
              </div>
            </div>
            <div role="group" aria-labelledby="user-menu-language">
              <GroupLabel id="user-menu-language">{t('language.label')}</GroupLabel>
              <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                {LANGUAGES.map((l) => (
                  <Segment key={l} checked={language === l} onSelect={() => void setLanguage(l)}>
                    {t(`language.${l}`)}
                  </Segment>
                ))}
              </div>
            </div>
            <Separator />
            <MenuItem
              icon="switch"
              onClick={() => {
                close(false);
                setDialog('select');
              }}
            >
              {t('userMenu.changeAccount')}
            </MenuItem>
            <Link
              to={`/accounts/${account.id}/profile/settings`}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              <Icon name="user" className="size-4 shrink-0 opacity-70" />
              {t('userMenu.profileSettings')}
            </Link>
            <Separator />
            <MenuItem icon="logout" tone="danger" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('userMenu.logout')}
            </MenuItem>
          </div>
        </div>
      ) : null}

      <AccountSelectorDialog
        open={dialog === 'select'}
        onClose={() => setDialog(null)}
        onCreateAccount={() => setDialog('create')}
      />
      <CreateAccountDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
    </div>
  );
};
