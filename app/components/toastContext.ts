import { createContext } from 'react';

export type TToastTone = 'success' | 'error' | 'info';

export interface TToastApi {
  show: (message: string, tone?: TToastTone) => void;
}

export const ToastContext = createContext<TToastApi | null>(null);

const FLASH_KEY = 'cw_flash_toast';

/** Keeps a toast across a full page load (account switch, new account) and shows it on the next page. */
export const queueToastAfterReload = (message: string, tone: TToastTone = 'success') => {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, tone }));
};

export const takeQueuedToast = (): { message: string; tone: TToastTone } | null => {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const v = JSON.parse(raw) as { message?: unknown; tone?: unknown };
    const tone = v.tone === 'error' || v.tone === 'info' ? v.tone : 'success';
    return typeof v.message === 'string' ? { message: v.message, tone } : null;
  } catch {
    return null;
  }
};
