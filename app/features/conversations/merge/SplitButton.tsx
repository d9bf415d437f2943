import './toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import type { TMessage } from '../conversationTypes.ts';
import { splitConversation } from './mergeApi.ts';
import { useMoveDone } from './useMoveDone.ts';

/** A message's "Split into a new conversation": this message and every later one move (after a confirmation). */
export const SplitButton = ({ message: m, className }: { message: TMessage; className: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const done = useMoveDone(account.id);
  const [asking, setAsking] = useState(false);
  // Messages still on their way (optimistic, queued) have no id on the server yet.
  if (m.id <= 0 || m.status === 'progress' || m.status === 'queued') return null;
  const split = async () => {
    try {
      const created = await splitConversation(account.id, m.conversation_id, m.id);
      toast.show(t('conversationTools.split.done', { id: created.id }), 'success');
      await done(created.id);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('conversationTools.split.action')}
        title={t('conversationTools.split.action')}
        onClick={() => setAsking(true)}
      >
        <Icon name="external" className="size-3.5 rtl:-scale-x-100" />
      </button>
      <ConfirmDialog
        open={asking}
        title={t('conversationTools.split.title')}
        description={t('conversationTools.split.description')}
        confirmLabel={t('conversationTools.split.submit')}
        cancelLabel={t('conversations.cancel')}
        onResult={(yes) => {
          setAsking(false);
          if (yes) void split();
        }}
      />
    </>
  );
};
