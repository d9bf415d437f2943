import { useEffect, useRef } from 'react';
import { isApplePlatform } from '../navigation/index.ts';

/** The workspace's shortcuts (part 2 §2 "Keyboard shortcuts"), by physical key like the shell's. */
export type TWorkspaceShortcut =
  | 'resolve'
  | 'resolveAndNext'
  | 'previous'
  | 'next'
  | 'reply'
  | 'privateNote'
  | 'snoozeMenu'
  | 'attach'
  | 'toggleSidebar'
  | 'nextTab';

const ALT_KEYS: Record<string, TWorkspaceShortcut> = {
  KeyE: 'resolve',
  KeyJ: 'previous',
  KeyK: 'next',
  KeyL: 'reply',
  KeyP: 'privateNote',
  KeyM: 'snoozeMenu',
  KeyA: 'attach',
  KeyO: 'toggleSidebar',
  KeyN: 'nextTab',
};

export interface TKeyEventLike {
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export const workspaceShortcutFor = (e: TKeyEventLike, isApple: boolean): TWorkspaceShortcut | null => {
  if (!e.altKey || e.shiftKey) return null;
  const mod = isApple ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (mod) return e.code === 'KeyE' ? 'resolveAndNext' : null;
  if (e.ctrlKey || e.metaKey) return null;
  return ALT_KEYS[e.code] ?? null;
};

/** Calls the handler a component registered for a shortcut; unhandled shortcuts pass through. */
export const useWorkspaceShortcuts = (handlers: Partial<Record<TWorkspaceShortcut, () => void>>) => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const isApple = isApplePlatform(navigator.platform);
    const onKey = (e: KeyboardEvent) => {
      const action = workspaceShortcutFor(e, isApple);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      e.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
