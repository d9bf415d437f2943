import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuItem } from '../../components/MenuItem.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { conversationKeys } from './conversationQueries.ts';
import { pathTo } from '../navigation/index.ts';
import { useExecuteMacro, useMacros } from '../macros/index.ts';

interface TProps {
  accountId: number;
  /** Display ids the macro runs on: the open conversation, or the bulk selection. */
  conversationIds: number[];
  close: () => void;
  onDone?: () => void;
}

/**
 * The macros a user may run, as menu items (loaded when the menu first opens: the conversation screen's
 * chunk does not carry it). Picking one runs it on the conversations; the changes arrive by realtime.
 */
export const MacroMenuItems = ({ accountId, conversationIds, close, onDone }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const macros = useMacros(accountId);
  const execute = useExecuteMacro(accountId);
  if (macros.isPending) return <Spinner className="m-2 size-4" />;
  return (
    <>
      {(macros.data ?? []).map((m) => (
        <MenuItem
          key={m.id}
          icon="flash"
          aria-label={t('macroRun.run', { name: m.name })}
          onClick={() => {
            close();
            // The menu closes (and this list unmounts) at once: the run reports through the promise.
            execute.mutateAsync({ id: m.id, conversationIds }).then(
              () => {
                toast.show(
                  conversationIds.length === 1
                    ? t('macroRun.ran', { name: m.name })
                    : t('macroRun.ranMany', { name: m.name, count: conversationIds.length }),
                  'success',
                );
                onDone?.();
                void queryClient.invalidateQueries({ queryKey: conversationKeys.all(accountId) });
              },
              (e: unknown) => toast.show(apiErrorMessage(e, t), 'error'),
            );
          }}
        >
          <bdi>{m.name}</bdi>
        </MenuItem>
      ))}
      {macros.data?.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t('macroRun.none')}</p>
      ) : null}
      <Link
        to={pathTo(accountId, 'macros_wrapper')}
        onClick={close}
        className="block rounded-md px-3 py-1.5 text-sm text-woot-600 hover:bg-slate-100 dark:text-woot-400 dark:hover:bg-slate-800"
      >
        {t('macroRun.manage')}
      </Link>
    </>
  );
};
