import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface TConfirmOptions {
  title: string;
  description?: string;
  /** Default "Yes". */
  confirmLabel?: string;
  /** Default "No". */
  cancelLabel?: string;
  danger?: boolean;
}

interface TConfirmDialogProps extends TConfirmOptions {
  open: boolean;
  /** true on confirm; false on cancel, close, Escape or backdrop. */
  onResult: (confirmed: boolean) => void;
}

/** Part 2 §2 "Confirmation dialog". Pair it with useConfirmation for a promise. */
export const ConfirmDialog = ({
  open,
  onResult,
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger = false,
}: TConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => onResult(false)}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onResult(false)}>
            {cancelLabel ?? t('common.no')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => onResult(true)} data-autofocus>
            {confirmLabel ?? t('common.yes')}
          </Button>
        </>
      }
    >
      {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
    </Dialog>
  );
};
