import './toolsCatalogue.ts';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '../../../components/MenuItem.tsx';
import type { TConversation } from '../conversationTypes.ts';
import { ForwardDialog } from '../email/ForwardDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';

export type TConversationTool = 'merge' | 'forward';

/** The conversation tools' items in the header's more menu (loaded when the menu first opens). */
export const ToolItems = ({
  conversation: c,
  onPick,
}: {
  conversation: TConversation;
  onPick: (tool: TConversationTool) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {/* An email conversation can be forwarded, whole (email/ForwardDialog.tsx). */}
      {c.meta.channel === 'Channel::Email' ? (
        <MenuItem icon="reply" onClick={() => onPick('forward')}>
          {t('emailTools.forwardConversation')}
        </MenuItem>
      ) : null}
      {/* A merged conversation offers its unmerge in the notice under the header instead. */}
      {c.merged_into_id === undefined ? (
        <MenuItem icon="chatMultiple" onClick={() => onPick('merge')}>
          {t('conversationTools.merge.action')}
        </MenuItem>
      ) : null}
    </>
  );
};

/** The dialog of the tool picked in the menu (it outlives the menu, which closes on the pick). */
export const ToolDialog = ({
  conversation,
  picked,
  onClose,
}: {
  conversation: TConversation;
  picked: TConversationTool;
  onClose: () => void;
}) => {
  switch (picked) {
    case 'merge':
      return <MergeDialog conversation={conversation} onClose={onClose} />;
    case 'forward':
      return <ForwardDialog conversationId={conversation.id} onClose={onClose} />;
  }
};
