import { useEffect, useRef, useState } from 'react';
import { createAutosaver, type TAutosaver, type TSaveState } from './autosave.ts';

/**
 * The editor's autosave: `push` after each change; leaving the page (unmount) or the tab
 * (pagehide) saves what is pending at once. `save` is read through a ref, so it may change.
 */
export const useAutosave = <T>(save: (value: T) => Promise<unknown>, delay = 800) => {
  const [state, setState] = useState<TSaveState>('idle');
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  // The ref is read when a save runs (a timer or a flush), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [saver] = useState<TAutosaver<T>>(() => createAutosaver((v: T) => saveRef.current(v), delay, setState));
  useEffect(() => {
    const onHide = () => void saver.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void saver.flush();
    };
  }, [saver]);
  useEffect(() => {
    if (state !== 'pending' && state !== 'saving' && state !== 'error') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);
  return { state, push: saver.push, flush: saver.flush };
};
