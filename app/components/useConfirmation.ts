import { useCallback, useRef, useState } from 'react';
import type { TConfirmOptions } from './ConfirmDialog.tsx';

/**
 * `const { confirm, dialogProps } = useConfirmation();` then `<ConfirmDialog {...dialogProps} />`;
 * `await confirm({ title })` resolves true on confirm and false on cancel or close.
 */
export const useConfirmation = () => {
  const [options, setOptions] = useState<TConfirmOptions | null>(null);
  const resolver = useRef<((v: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: TConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false); // a dialog already open counts as cancelled
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const onResult = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOptions(null);
  }, []);

  return {
    confirm,
    dialogProps: { ...(options ?? { title: '' }), open: options !== null, onResult },
  };
};
