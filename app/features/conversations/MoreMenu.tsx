import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import type { TConversation } from './conversationTypes.ts';
import { MenuPopover } from './MenuPopover.tsx';
import type { useConversationActions } from './useConversationActions.ts';
import { ConversationTool } from './merge/lazyTools.ts';
import type { TConversationTool } from './merge/ConversationTools.tsx';
import { withLaterCatalogue } from '../../lib/i18n.ts';

const TranscriptDialog = lazy(() =>
  withLaterCatalogue(import('./TranscriptDialog.tsx')).then((m) => ({ default: m.TranscriptDialog })),
);

/** Mute / unmute, email the transcript, mark unread, and the conversation tools (merge: merge/). */
export const MoreMenu = ({
  conversation: c,
  actions,
  onLeave,
}: {
  conversation: TConversation;
  actions: ReturnType<typeof useConversationActions>;
  /** Leaves the conversation for its list (after marking it unread, or deleting it). */
  onLeave: () => void;
}) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const { confirm, dialogProps } = useConfirmation();
  const [transcript, setTranscript] = useState(false);
  const [tool, setTool] = useState<TConversationTool | null>(null);
  return (
    <>
      <MenuPopover label={t('conversations.moreActions')} trigger={<Icon name="dots" className="size-4" />}>
        {(close) => (
          <>
            <MenuItem
              icon="bell"
              onClick={() => {
                close();
                void actions.setMuted(!c.muted);
              }}
            >
              {c.muted ? t('conversations.actions.unmute') : t('conversations.actions.mute')}
            </MenuItem>
            <MenuItem
              icon="mail"
              onClick={() => {
                close();
                setTranscript(true);
              }}
            >
              {t('conversations.actions.transcript')}
            </MenuItem>
            <MenuItem
              icon="mailUnread"
              onClick={() => {
                close();
                void actions.markUnread().then((ok) => ok && onLeave());
              }}
            >
              {t('conversations.actions.markUnread')}
            </MenuItem>
            {account.role === 'administrator' ? (
              <MenuItem
                icon="trash"
                onClick={() => {
                  close();
                  void confirm({
                    title: t('conversations.actions.deleteTitle', { id: c.id }),
                    description: t('conversations.actions.deleteBody'),
                    confirmLabel: t('conversations.actions.delete'),
                    cancelLabel: t('conversations.cancel'),
                    danger: true,
                  }).then(async (yes) => {
                    if (yes && (await actions.remove())) onLeave();
                  });
                }}
              >
                {t('conversations.actions.delete')}
              </MenuItem>
            ) : null}
            <Suspense fallback={null}>
              <ConversationTool
                tool="menuItems"
                conversation={c}
                onPick={(x) => {
                  close();
                  setTool(x);
                }}
              />
            </Suspense>
          </>
        )}
      </MenuPopover>
      {tool ? (
        <Suspense fallback={null}>
          <ConversationTool tool="dialog" conversation={c} picked={tool} onClose={() => setTool(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog {...dialogProps} />
      {transcript ? (
        <Suspense fallback={null}>
          <TranscriptDialog conversation={c} actions={actions} onClose={() => setTranscript(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
