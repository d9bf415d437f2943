import { useContext } from 'react';
import { ToastContext, type TToastApi } from './toastContext.ts';

export const useToast = (): TToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>');
  return api;
};
