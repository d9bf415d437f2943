import './toolsCatalogue.ts';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '../../../components/MenuItem.tsx';
import type { TConversation } from '../conversationTypes.ts';
import { MergeDialog } from './MergeDialog.tsx';

export type TConversationTool = 'merge';

/** The conversation tools' items in the header's more menu (loaded when the menu first opens). */
export const ToolItems = ({
  conversation: c,
  onPick,
}: {
  conversation: TConversation;
  onPick: (tool: TConversationTool) => void;
}) => {
  const { t } = useTranslation();
  // A merged conversation offers its unmerge in the notice under the header instead.
  if (c.merged_into_id !== undefined) return null;
  return (
    <MenuItem icon="chatMultiple" onClick={() => onPick('merge')}>
      {t('conversationTools.merge.action')}
    </MenuItem>
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
  }
};
