import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { TextField } from './TextField.tsx';

interface TTypeToConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** What the person must type, exactly. */
  confirmValue: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isLoading?: boolean;
}

/** Part 2 §5: the typed value must be non-empty and exactly the confirmation value. */
export const isTypedConfirmation = (typed: string, confirmValue: string) => typed.length > 0 && typed === confirmValue;

/** A destructive action that asks the person to type a name first (part 2 §5). */
export const TypeToConfirmDialog = ({
  open,
  title,
  description,
  confirmValue,
  confirmLabel,
  onConfirm,
  onClose,
  isLoading = false,
}: TTypeToConfirmDialogProps) => {
  const { t } = useTranslation();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const matches = isTypedConfirmation(typed, confirmValue);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={!matches} isLoading={isLoading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (matches) onConfirm();
        }}
      >
        <TextField
          label={t('typeToConfirm.label', { value: confirmValue })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          error={matches ? undefined : t('typeToConfirm.mismatch')}
          placeholder={confirmValue}
        />
      </form>
    </Dialog>
  );
};
