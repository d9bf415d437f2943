import './toolsCatalogue.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog.tsx';
import { relativeTime } from '../../../lib/timeFormat.ts';
import { pathTo } from '../../navigation/index.ts';
import type { TConversation } from '../conversationTypes.ts';
import { PreviousThread } from './PreviousThread.tsx';

/**
 * A previous conversation opened side by side: a sheet at the screen's end edge with its messages, over the
 * current conversation, whose reply box stays mounted (its draft untouched). Escape or the close button
 * closes it and focus goes back to the button that opened it.
 */
export const SideBySideSheet = ({
  accountId,
  conversation: x,
  onClose,
}: {
  accountId: number;
  conversation: TConversation;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      type="right-aligned"
      title={t('conversationTools.previous.sheetTitle', { id: x.id })}
      description={`${t(`conversations.status.${x.status}`)} · ${relativeTime(x.last_activity_at, i18n.language)}`}
      footer={
        <Link
          to={pathTo(accountId, 'inbox_conversation', { conversation_id: x.id })}
          className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('conversationTools.merged.open', { id: x.id })}
        </Link>
      }
    >
      <PreviousThread accountId={accountId} id={x.id} tall />
    </Dialog>
  );
};
