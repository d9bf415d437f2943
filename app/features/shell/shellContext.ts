import { createContext, useContext } from 'react';

/** Actions the menus of the frame share: the dialogs live once, in the account layout. */
export interface TShellActions {
  openShortcutHelp: () => void;
  openAccountSelector: () => void;
  openCommandPalette: () => void;
}

export const ShellContext = createContext<TShellActions | null>(null);

export const useShellActions = (): TShellActions => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellActions is only available inside the account layout');
  return value;
};
