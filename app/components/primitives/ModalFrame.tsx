import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import type { TModalProps } from './primitiveTypes.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Part 2 §2 "Modal": default width 37.5rem unless full width. */
const MODAL_DEFAULT_WIDTH_CLASS = 'max-w-[37.5rem]';

const widthClass = (fullWidth: boolean, size: string) => {
  if (fullWidth) return 'h-full max-w-none';
  return size || MODAL_DEFAULT_WIDTH_CLASS;
};

/** Modal (../Modal.tsx) drawn with Radix Dialog. */
export const ModalFrame = ({
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
  /** What had focus before the modal opened; it gets focus back on close. */
  const previous = useRef<HTMLElement | null>(null);
  const isRight = type === 'right-aligned';
  return (
    // Open and closed by `show` alone: closing goes through onClose (Escape, backdrop, close button).
    <RadixDialog.Root open={show}>
      <RadixDialog.Portal>
        {/* The overlay is the scrolling frame (scroll stays locked outside it); the backdrop is drawn in it. */}
        <RadixDialog.Overlay
          data-modal-type={type}
          className={`fixed inset-0 z-50 flex overflow-y-auto ${isRight ? 'justify-end' : 'items-start justify-center p-4 sm:items-center'}`}
        >
          <div
            data-testid="modal-backdrop"
            className="fixed inset-0 bg-slate-900/50 backdrop-blur-[2px] dark:bg-black/60"
            aria-hidden="true"
            onClick={closeOnBackdropClick ? onClose : undefined}
          />
          <RadixDialog.Content
            aria-labelledby={labelledBy}
            aria-label={labelledBy ? undefined : label}
            aria-describedby={describedBy}
            aria-modal="true"
            tabIndex={-1}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const node = e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
              const first =
                node?.querySelector<HTMLElement>('[data-autofocus]') ??
                node?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
                node?.querySelector<HTMLElement>(FOCUSABLE);
              (first ?? node)?.focus();
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              previous.current?.focus();
            }}
            onEscapeKeyDown={(e) => {
              e.preventDefault();
              if (e.metaKey || e.ctrlKey) return;
              // The reply editor's open suggestion list answers Escape itself.
              if (e.target instanceof Element && e.target.closest('[contenteditable="true"][aria-expanded="true"]'))
                return;
              onClose();
            }}
            // Only the backdrop closes it (above); a click on a toast or an editor's suggestion list does not.
            onPointerDownOutside={(e) => e.preventDefault()}
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
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
