import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../navigation/routeTable.ts';
import { isApplePlatform, shortcutFor } from '../navigation/shortcuts.ts';

interface TShortcutHandlers {
  accountId: number;
  currentRoute: string | null;
  openHelp: () => void;
  closeHelp: () => void;
}

/** Mod+/ and Mod+Escape for the help; Alt+C/V/R/S to navigate, doing nothing when already there. */
export const useKeyboardShortcuts = (handlers: TShortcutHandlers) => {
  const navigate = useNavigate();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const isApple = isApplePlatform(navigator.platform);
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e, isApple);
      if (!action) return;
      const { accountId, currentRoute, openHelp, closeHelp } = latest.current;
      e.preventDefault();
      switch (action.type) {
        case 'openHelp':
          openHelp();
          break;
        case 'closeHelp':
          closeHelp();
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
