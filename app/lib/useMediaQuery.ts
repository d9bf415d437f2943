import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it flips (resize, rotation). */
export const useMediaQuery = (query: string) =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

/** Phones and small tablets (≤ 768 px): the workspace shows one pane at a time. */
export const MOBILE_QUERY = '(max-width: 768px)';
/** Below the width where the contact panel fits beside the messages (Tailwind's lg): it opens as a drawer. */
export const NARROW_QUERY = '(max-width: 1023.98px)';
