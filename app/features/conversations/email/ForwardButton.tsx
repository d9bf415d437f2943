import '../merge/toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { useCurrentAccount } from '../../accounts/index.ts';
import { useInboxes } from '../../inboxes/index.ts';
import type { TMessage } from '../conversationTypes.ts';
import { ForwardDialog } from './ForwardDialog.tsx';

/** A message's "Forward" (only in email inboxes): the forward dialog for this one message and its files. */
export const ForwardButton = ({ message: m, className }: { message: TMessage; className: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { account } = useCurrentAccount();
  const inbox = useInboxes(account.id).data?.find((i) => i.id === m.inbox_id);
  if (inbox?.channel_type !== 'Channel::Email') return null;
  if (m.id <= 0 || m.private || m.status === 'progress' || m.status === 'queued') return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('emailTools.forwardMessage')}
        title={t('emailTools.forwardMessage')}
        onClick={() => setOpen(true)}
      >
        <Icon name="reply" className="size-3.5 -scale-x-100 rtl:scale-x-100" />
      </button>
      {open ? (
        <ForwardDialog conversationId={m.conversation_id} messageId={m.id} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
};
