import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { onRealtime } from '../realtime/index.ts';
import { createAnnouncer } from './announcer.ts';

/** The conversation open on screen (its display id in the route), if any. */
const useOpenConversationId = () => {
  const params = useMatches().at(-1)?.params ?? {};
  const id = Number(params.conversation_id ?? params.conversationId ?? NaN);
  return Number.isInteger(id) ? id : null;
};

/**
 * A polite live region that tells a screen-reader user about a contact's new message in a conversation other
 * than the open one ("New message from Maya in #270"), at most one sentence every few seconds (announcer.ts).
 * The open conversation's messages are in front of them already.
 */
export const NewMessageAnnouncer = () => {
  const { t } = useTranslation();
  const openId = useOpenConversationId();
  const open = useRef(openId);
  useEffect(() => {
    open.current = openId;
  });
  const [sentence, setSentence] = useState('');
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  useEffect(() => {
    const announcer = createAnnouncer({
      say: (pending) => {
        const first = pending[0];
        if (!first) return;
        setSentence(
          pending.length === 1
            ? latestT.current('shell.newMessage', { name: first.sender, id: first.conversationId })
            : latestT.current('shell.newMessages', { count: pending.length }),
        );
      },
    });
    const off = onRealtime('message.created', (m) => {
      // A contact's public message; what agents write, notes and activity lines are not news here.
      if (m.message_type !== 0 || m.private || m.conversation_id === open.current) return;
      announcer.push({
        sender: m.sender?.name || latestT.current('conversations.unknownContact'),
        conversationId: m.conversation_id,
      });
    });
    return () => {
      off();
      announcer.stop();
    };
  }, []);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {sentence}
    </div>
  );
};
