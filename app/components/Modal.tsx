import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { isTopModal, pushModal } from './modalStack.ts';

export type TModalType = 'centered' | 'right-aligned';

interface TModalProps {
  /** Shown while true. */
  show: boolean;
  onClose: () => void;
  /** A click on the backdrop closes the modal (default); false keeps it open. */
  closeOnBackdropClick?: boolean;
  showCloseButton?: boolean;
  type?: TModalType;
  fullWidth?: boolean;
  /** Width classes replacing the default 37.5rem (default: empty, the default width). */
  size?: string;
  /** Names the dialog: an element id, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Part 2 §2 "Modal": default width 37.5rem unless full width. */
export const MODAL_DEFAULT_WIDTH_CLASS = 'max-w-[37.5rem]';

const widthClass = (fullWidth: boolean, size: string) => {
  if (fullWidth) return 'h-full max-w-none';
  return size || MODAL_DEFAULT_WIDTH_CLASS;
};

/**
 * A modal dialog: Escape, the close button or (when allowed) the backdrop closes it; focus
 * moves in, stays in, and returns on close. Centered or right-aligned (a side sheet).
 */
export const Modal = ({
  show,
  onClose,
  closeOnBackdropClick = true,
  showCloseButton = true,
  type = 'centered',
  fullWidth = false,
  size = '',
  labelledBy,
  label,
  describedBy,
  children,
}: TModalProps) => {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const [id] = useState(() => Symbol('modal'));
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!show) return;
    const pop = pushModal(id);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
      node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (e.key === 'Escape' && !e.metaKey && !e.ctrlKey) {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      pop();
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [show, id]);

  if (!show) return null;
  const isRight = type === 'right-aligned';
  return createPortal(
    <div
      data-modal-type={type}
      className={`fixed inset-0 z-50 flex overflow-y-auto ${isRight ? 'justify-end' : 'items-start justify-center p-4 sm:items-center'}`}
    >
      <div
        data-testid="modal-backdrop"
        className="fixed inset-0 bg-slate-900/50 backdrop-blur-[2px] dark:bg-black/60"
        aria-hidden="true"
        onClick={closeOnBackdropClick ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative w-full ${widthClass(fullWidth, size)} border-slate-200 bg-white shadow-xl outline-none dark:border-slate-800 dark:bg-slate-900 ${
          isRight ? 'flex min-h-full flex-col border-s' : 'rounded-xl border'
        }`}
      >
        {showCloseButton ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="absolute end-3 top-3 z-10 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <Icon name="close" className="size-4" />
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
};
