import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type RefObject } from 'react';
import { registerJump } from './composerStore.ts';
import type { TMessage } from './conversationTypes.ts';

const FLASH_MS = 1600;

/** Lets a quoted message scroll the virtualised list to its original and flash it. */
export const useMessageJump = (
  conversationId: number,
  messages: TMessage[],
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scrollRef: RefObject<HTMLDivElement | null>,
) => {
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  });
  useEffect(
    () =>
      registerJump(conversationId, (messageId) => {
        const index = latest.current.findIndex((m) => m.id === messageId);
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        // The row exists once the virtualiser has rendered it.
        window.setTimeout(() => {
          const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
          row?.animate([{ backgroundColor: 'rgb(31 147 255 / 0.18)' }, { backgroundColor: 'rgb(31 147 255 / 0)' }], {
            duration: FLASH_MS,
            easing: 'ease-out',
          });
        }, 120);
        return true;
      }),
    [conversationId, virtualizer, scrollRef],
  );
};
