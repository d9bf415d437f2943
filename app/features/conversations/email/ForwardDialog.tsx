import '../merge/toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { forwardEmail } from './emailApi.ts';

/**
 * Forward a message (`messageId`) or the whole conversation to any address, sent from the inbox's own address
 * with an optional note; the conversation gets an activity line.
 */
export const ForwardDialog = ({
  conversationId,
  messageId,
  onClose,
}: {
  conversationId: number;
  messageId?: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!z.email().safeParse(to.trim()).success) {
      setError(t('emailTools.forwardInvalid'));
      return;
    }
    setSending(true);
    try {
      await forwardEmail(account.id, conversationId, {
        to: to.trim(),
        ...(messageId !== undefined && { message_id: messageId }),
        ...(note.trim() && { note }),
      });
      toast.show(t('emailTools.forwarded', { to: to.trim() }), 'success');
      onClose();
    } catch (err) {
      setError(apiErrorMessage(err, t));
    } finally {
      setSending(false);
    }
  };
  const title = messageId === undefined ? t('emailTools.forwardConversation') : t('emailTools.forwardMessage');
  return (
    <Modal show onClose={onClose} labelledBy="forward-title" size="max-w-md">
      <form
        noValidate
        className="space-y-4 p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 id="forward-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <TextField
          type="email"
          label={t('emailTools.forwardTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={error}
          autoFocus
        />
        <TextAreaField
          label={t('emailTools.forwardNote')}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('emailTools.forwardFrom')}</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('emailTools.cancel')}
          </Button>
          <Button type="submit" isLoading={sending}>
            {t('emailTools.forwardSend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
