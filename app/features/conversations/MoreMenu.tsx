import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { TConversation } from './conversationTypes.ts';
import { MenuPopover } from './MenuPopover.tsx';
import type { useConversationActions } from './useConversationActions.ts';
import { ConversationTool } from './merge/lazyTools.ts';
import type { TConversationTool } from './merge/ConversationTools.tsx';

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
  const [email, setEmail] = useState(c.meta.sender?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [tool, setTool] = useState<TConversationTool | null>(null);
  const send = async () => {
    if (!z.email().safeParse(email.trim()).success) {
      setError(t('conversations.transcript.invalid'));
      return;
    }
    setSending(true);
    const ok = await actions.sendTranscript(email.trim());
    setSending(false);
    if (ok) setTranscript(false);
  };
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
                setError(undefined);
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
      <Modal show={transcript} onClose={() => setTranscript(false)} labelledBy="transcript-title" size="max-w-md">
        <form
          className="p-6"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <h2 id="transcript-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            {t('conversations.transcript.title')}
          </h2>
          <TextField
            type="email"
            label={t('conversations.transcript.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setTranscript(false)}>
              {t('conversations.cancel')}
            </Button>
            <Button type="submit" isLoading={sending}>
              {t('conversations.transcript.send')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
};
