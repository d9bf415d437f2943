import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo, isApplePlatform, isTypingTarget, shortcutFor } from '../navigation/index.ts';

interface TShortcutHandlers {
  accountId: number;
  currentRoute: string | null;
  openHelp: () => void;
  closeHelp: () => void;
  openPalette: () => void;
}

/** Mod+/ and Mod+Escape for the help; Mod+K the command palette; / opens search; Alt+C/V/R/S navigate, doing nothing when already there. */
export const useKeyboardShortcuts = (handlers: TShortcutHandlers) => {
  const navigate = useNavigate();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const isApple = isApplePlatform(navigator.platform);
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(
        {
          key: e.key,
          code: e.code,
          altKey: e.altKey,
          ctrlKey: e.ctrlKey,
          metaKey: e.metaKey,
          shiftKey: e.shiftKey,
          inField: isTypingTarget(e.target),
        },
        isApple,
      );
      if (!action) return;
      const { accountId, currentRoute, openHelp, closeHelp, openPalette } = latest.current;
      e.preventDefault();
      switch (action.type) {
        case 'openHelp':
          openHelp();
          break;
        case 'closeHelp':
          closeHelp();
          break;
        case 'openPalette':
          openPalette();
          break;
        case 'openSearch':
          if (currentRoute !== 'search') void navigate(pathTo(accountId, 'search'));
          break;
        case 'navigate':
          if (currentRoute !== action.route) void navigate(pathTo(accountId, action.route));
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
};
