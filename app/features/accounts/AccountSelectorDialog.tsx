import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useAccountSwitching } from './useAccountSwitching.ts';
import { useCurrentAccount } from './useCurrentAccount.ts';

interface TAccountSelectorDialogProps {
  open: boolean;
  onClose: () => void;
  onCreateAccount: () => void;
}

/**
 * Part 2 §2 account selector: name, role (custom role name when set), a check on the current one;
 * choosing another does a full page load of its dashboard, so nothing of the old account lingers.
 */
export const AccountSelectorDialog = ({ open, onClose, onCreateAccount }: TAccountSelectorDialogProps) => {
  const { t } = useTranslation();
  const { user, account: current } = useCurrentAccount();
  const { canCreate } = useAccountSwitching(user);
  const choose = (id: number) => {
    if (id === current.id) onClose();
    else window.location.assign(`/app/accounts/${id}/dashboard`);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('accountSelector.title')}
      description={t('accountSelector.description')}
      footer={
        canCreate ? (
          <Button variant="secondary" icon={<Icon name="plus" className="size-4" />} onClick={onCreateAccount}>
            {t('accountSelector.newAccount')}
          </Button>
        ) : undefined
      }
    >
      <ul className="-mx-2 max-h-80 space-y-1 overflow-y-auto">
        {user.accounts.map((a) => {
          const isCurrent = a.id === current.id;
          return (
            <li key={a.id}>
              <button
                type="button"
                onClick={() => choose(a.id)}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={t('accountSelector.open', { name: a.name })}
                className={`flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start transition-colors hover:bg-slate-100 dark:hover:bg-slate-800 ${isCurrent ? 'bg-woot-50 dark:bg-woot-950/50' : ''}`}
              >
                <Avatar name={a.name} size="lg" className="rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span
                    dir="auto"
                    className="block truncate rtl:text-right text-sm font-medium text-slate-900 dark:text-slate-100"
                  >
                    {a.name}
                  </span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {a.custom_role?.name ?? t(`roles.${a.role}`)}
                  </span>
                </span>
                {a.status === 'active' ? null : (
                  <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-500/10 dark:text-red-300">
                    {t('accountSelector.suspended')}
                  </span>
                )}
                {isCurrent ? (
                  <span className="flex items-center gap-1 text-xs font-medium text-woot-600 dark:text-woot-400">
                    <Icon name="check" className="size-4" />
                    {t('common.current')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
};
