import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuSeparator } from '../../components/MenuSeparator.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { TConversation } from './conversationTypes.ts';
import { MenuPopover } from './MenuPopover.tsx';
import { customSnooze, SNOOZE_PRESETS, snoozeUntil } from './snoozeTimes.ts';
import type { useConversationActions } from './useConversationActions.ts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';

const SNOOZE_TRIGGER = 'conversation-snooze-trigger';

/** Resolve / reopen, pending, snooze presets and a custom time; Alt+E, Mod+Alt+E and Alt+M. */
export const StatusControl = ({
  conversation: c,
  actions,
  onResolvedNext,
}: {
  conversation: TConversation;
  actions: ReturnType<typeof useConversationActions>;
  onResolvedNext: () => void;
}) => {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(false);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resolved = c.status === 'resolved';
  const resolve = () => actions.setStatus(resolved ? 'open' : 'resolved');
  useWorkspaceShortcuts({
    resolve: () => void resolve(),
    resolveAndNext: () =>
      void actions.setStatus('resolved').then((ok) => {
        if (ok) onResolvedNext();
      }),
    snoozeMenu: () => document.getElementById(SNOOZE_TRIGGER)?.click(),
  });
  const submitCustom = () => {
    const at = customSnooze(when, new Date());
    if (!at) {
      setError(t('conversations.snooze.invalid'));
      return;
    }
    setCustom(false);
    void actions.setStatus('snoozed', at);
  };
  return (
    <div className="flex items-center">
      <Button
        size="sm"
        variant={resolved ? 'secondary' : 'primary'}
        className="rounded-e-none"
        onClick={() => void resolve()}
      >
        {resolved ? t('conversations.actions.reopen') : t('conversations.actions.resolve')}
      </Button>
      <MenuPopover
        triggerId={SNOOZE_TRIGGER}
        label={t('conversations.actions.more')}
        triggerClassName={`flex h-8 items-center rounded-e-lg border-s border-white/30 px-1.5 ${resolved ? 'border border-slate-200 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200' : 'bg-woot-600 text-white hover:bg-woot-700 dark:bg-woot-500'}`}
        trigger={<Icon name="chevronDown" className="size-4" />}
      >
        {(close) => (
          <>
            {c.status !== 'pending' ? (
              <MenuItem
                icon="clock"
                onClick={() => {
                  close();
                  void actions.setStatus('pending');
                }}
              >
                {t('conversations.actions.pending')}
              </MenuItem>
            ) : (
              <MenuItem
                icon="refresh"
                onClick={() => {
                  close();
                  void actions.setStatus('open');
                }}
              >
                {t('conversations.actions.reopen')}
              </MenuItem>
            )}
            <MenuSeparator />
            <p className="px-2 pt-1 pb-1 text-[11px] font-semibold text-slate-400 uppercase">
              {t('conversations.snooze.title')}
            </p>
            {SNOOZE_PRESETS.map((p) => (
              <MenuItem
                key={p}
                onClick={() => {
                  close();
                  void actions.setStatus('snoozed', snoozeUntil(p, new Date()));
                }}
              >
                {t(`conversations.snooze.${p}`)}
              </MenuItem>
            ))}
            <MenuItem
              icon="calendar"
              onClick={() => {
                close();
                setError(undefined);
                setCustom(true);
              }}
            >
              {t('conversations.snooze.custom')}
            </MenuItem>
          </>
        )}
      </MenuPopover>
      <Modal show={custom} onClose={() => setCustom(false)} labelledBy="snooze-custom-title" size="max-w-sm">
        <form
          className="p-6"
          onSubmit={(e) => {
            e.preventDefault();
            submitCustom();
          }}
        >
          <h2 id="snooze-custom-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            {t('conversations.snooze.customTitle')}
          </h2>
          <TextField
            type="datetime-local"
            label={t('conversations.snooze.until')}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            error={error}
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setCustom(false)}>
              {t('conversations.cancel')}
            </Button>
            <Button type="submit">{t('conversations.snooze.submit')}</Button>
          </div>
        </form>
      </Modal>
    </div>
  );
};
