import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { TConversation } from './conversationTypes.ts';
import type { useConversationActions } from './useConversationActions.ts';

/** "Send the transcript" (More actions): a lazy chunk, loaded with the later words when first opened. */
export const TranscriptDialog = ({
  conversation: c,
  actions,
  onClose,
}: {
  conversation: TConversation;
  actions: ReturnType<typeof useConversationActions>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState(c.meta.sender?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!z.email().safeParse(email.trim()).success) {
      setError(t('conversations.transcript.invalid'));
      return;
    }
    setSending(true);
    const ok = await actions.sendTranscript(email.trim());
    setSending(false);
    if (ok) onClose();
  };
  return (
    <Modal show onClose={onClose} labelledBy="transcript-title" size="max-w-md">
      <form
        className="p-6"
        noValidate
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
          <Button variant="ghost" onClick={onClose}>
            {t('conversations.cancel')}
          </Button>
          <Button type="submit" isLoading={sending}>
            {t('conversations.transcript.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
