import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
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
  onMarkedUnread,
}: {
  conversation: TConversation;
  actions: ReturnType<typeof useConversationActions>;
  onMarkedUnread: () => void;
}) => {
  const { t } = useTranslation();
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
                void actions.markUnread().then((ok) => ok && onMarkedUnread());
              }}
            >
              {t('conversations.actions.markUnread')}
            </MenuItem>
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
      {transcript ? (
        <Suspense fallback={null}>
          <TranscriptDialog conversation={c} actions={actions} onClose={() => setTranscript(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
