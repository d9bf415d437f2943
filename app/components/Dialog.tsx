import { useId, type ReactNode } from 'react';
import { Modal, type TModalType } from './Modal.tsx';

interface TDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  type?: TModalType;
  closeOnBackdropClick?: boolean;
}

/** A modal with a title, a body and a footer of actions. */
export const Dialog = ({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  type = 'centered',
  closeOnBackdropClick = true,
}: TDialogProps) => {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      show={open}
      onClose={onClose}
      type={type}
      size={size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-3xl' : ''}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      closeOnBackdropClick={closeOnBackdropClick}
    >
      <div className="px-6 pt-5 pe-12">
        <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
      <div className={`px-6 pt-4 pb-5 ${type === 'right-aligned' ? 'flex-1' : ''}`}>{children}</div>
      {footer ? (
        <div className="flex justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3 dark:border-slate-800 dark:bg-slate-900/60">
          {footer}
        </div>
      ) : null}
    </Modal>
  );
};
