import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

/** The edit and delete icon buttons at the end of a settings table row, each named for its row. */
export const RowActions = ({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) => (
  <>
    <Button
      variant="ghost"
      size="sm"
      aria-label={editLabel}
      title={editLabel}
      onClick={onEdit}
      icon={<Icon name="pencil" className="size-4" />}
    />
    <Button
      variant="ghost"
      size="sm"
      aria-label={deleteLabel}
      title={deleteLabel}
      onClick={onDelete}
      icon={<Icon name="trash" className="size-4" />}
    />
  </>
);
