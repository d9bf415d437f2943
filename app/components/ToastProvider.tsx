import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { ToastContext, takeQueuedToast, type TToastTone } from './toastContext.ts';

/** Spec §9: toasts last 2500 ms by default and are at most 25rem wide. */
export const TOAST_MS = 2500;

interface TToast {
  id: number;
  message: string;
  tone: TToastTone;
}

const DOT: Record<TToastTone, string> = {
  success: 'bg-emerald-400',
  error: 'bg-red-400',
  info: 'bg-woot-400',
};

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<TToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);

  const show = useCallback(
    (message: string, tone: TToastTone = 'success') => {
      const id = nextId.current++;
      // The same message again replaces the one showing (and its time starts over): never two alike.
      setToasts((all) => [
        ...all.filter((x) => x.message !== message || x.tone !== tone).slice(-2),
        { id, message, tone },
      ]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  useEffect(() => {
    const queued = takeQueuedToast();
    if (queued) show(queued.message, queued.tone);
  }, [show]);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      {/* Top-end (right, left in Arabic) as Chatwoot: clear of the composer's Send and the forms' Save. */}
      <div className="pointer-events-none fixed end-4 top-4 z-[60] flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className="pointer-events-auto flex w-fit max-w-[25rem] items-center gap-3 rounded-lg bg-slate-900 py-2.5 ps-3.5 pe-2 text-sm text-white shadow-lg ring-1 ring-black/5 dark:bg-slate-100 dark:text-slate-900"
          >
            <span className={`size-2 shrink-0 rounded-full ${DOT[toast.tone]}`} aria-hidden="true" />
            <span>{toast.message}</span>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('common.dismiss')}
              className="rounded p-1 text-white/60 hover:text-white dark:text-slate-500 dark:hover:text-slate-900"
            >
              <Icon name="close" className="size-3.5" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
};
