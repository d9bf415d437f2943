/** Part 2 §2 "Keyboard shortcuts". Mod is ⌘ on Apple systems and Ctrl elsewhere. */

export interface TKeyLike {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The key went to a text field, an editor or a select (a typed "/" stays there). */
  inField?: boolean;
}

export type TShortcutAction =
  | { type: 'openHelp' }
  | { type: 'closeHelp' }
  | { type: 'openSearch' }
  | { type: 'openPalette' }
  | { type: 'navigate'; route: 'home' | 'contacts_dashboard' | 'account_overview_reports' | 'agent_list' };

/** Alt+C/V/R/S by physical key, so layouts where Alt types a character (macOS) still work. */
const NAVIGATION: Record<string, 'home' | 'contacts_dashboard' | 'account_overview_reports' | 'agent_list'> = {
  KeyC: 'home',
  KeyV: 'contacts_dashboard',
  KeyR: 'account_overview_reports',
  KeyS: 'agent_list',
};

export const isApplePlatform = (platform: string) => /mac|iphone|ipad|ipod/i.test(platform);

export const shortcutFor = (e: TKeyLike, isApple: boolean): TShortcutAction | null => {
  const mod = isApple ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (mod && !e.altKey && (e.key === '/' || e.code === 'Slash')) return { type: 'openHelp' };
  if (mod && e.key === 'Escape') return { type: 'closeHelp' };
  // Mod+K by physical key, also from a text field (the palette's own search box toggles nothing).
  if (mod && !e.altKey && !e.shiftKey && e.code === 'KeyK') return { type: 'openPalette' };
  // "/" opens search (Chatwoot's and most web apps' search key), by character: Shift+7 on German layouts.
  if (e.key === '/' && !e.altKey && !e.ctrlKey && !e.metaKey && !e.inField) return { type: 'openSearch' };
  if (e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
    const route = NAVIGATION[e.code];
    if (route) return { type: 'navigate', route };
  }
  return null;
};

/** Every shortcut the help window lists, in order; `keys` are shown joined by +. */
export const SHORTCUT_HELP: readonly { id: string; keys: readonly (readonly string[])[] }[] = [
  { id: 'openHelp', keys: [['Mod', '/']] },
  { id: 'closeHelp', keys: [['Mod', 'Escape']] },
  { id: 'openSearch', keys: [['/']] },
  { id: 'openPalette', keys: [['Mod', 'K']] },
  { id: 'goConversations', keys: [['Alt', 'C']] },
  { id: 'goContacts', keys: [['Alt', 'V']] },
  { id: 'goReports', keys: [['Alt', 'R']] },
  { id: 'goSettings', keys: [['Alt', 'S']] },
  { id: 'navigateDropdown', keys: [['Up'], ['Down']] },
  { id: 'resolveConversation', keys: [['Alt', 'E']] },
  { id: 'resolveAndNext', keys: [['Mod', 'Alt', 'E']] },
  { id: 'addAttachment', keys: [['Alt', 'A']] },
  { id: 'toggleSidebar', keys: [['Alt', 'O']] },
  { id: 'nextTab', keys: [['Alt', 'N']] },
  { id: 'privateNote', keys: [['Alt', 'P']] },
  { id: 'reply', keys: [['Alt', 'L']] },
  { id: 'snoozeDropdown', keys: [['Alt', 'M']] },
  {
    id: 'openConversation',
    keys: [
      ['Alt', 'J'],
      ['Alt', 'K'],
    ],
  },
];

/** Whether a key event's target takes typing: inputs, text areas, selects and contenteditable editors. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
