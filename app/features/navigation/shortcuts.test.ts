import { describe, expect, it } from 'vitest';
import { isApplePlatform, SHORTCUT_HELP, shortcutFor, type TKeyLike } from './shortcuts.ts';

const key = (over: Partial<TKeyLike>): TKeyLike => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});

describe('keyboard shortcuts', () => {
  it('opens the help with Mod+/ (Ctrl elsewhere, ⌘ on Apple)', () => {
    expect(shortcutFor(key({ key: '/', code: 'Slash', ctrlKey: true }), false)).toEqual({ type: 'openHelp' });
    expect(shortcutFor(key({ key: '/', code: 'Slash', metaKey: true }), true)).toEqual({ type: 'openHelp' });
    expect(shortcutFor(key({ key: '/', code: 'Slash', metaKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ key: '/', code: 'Slash', altKey: true, ctrlKey: true }), false)).toBeNull();
  });

  it('opens search with "/" outside a text field, by character (Shift+7 on a German layout)', () => {
    expect(shortcutFor(key({ key: '/', code: 'Slash' }), false)).toEqual({ type: 'openSearch' });
    expect(shortcutFor(key({ key: '/', code: 'Digit7', shiftKey: true }), false)).toEqual({ type: 'openSearch' });
    expect(shortcutFor(key({ key: '/', code: 'Slash', inField: true }), false)).toBeNull();
    expect(shortcutFor(key({ key: '/', code: 'Slash', altKey: true }), false)).toBeNull();
  });

  it('opens the command palette with Mod+K by physical key, also from a text field', () => {
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', ctrlKey: true }), false)).toEqual({ type: 'openPalette' });
    expect(shortcutFor(key({ key: 'л', code: 'KeyK', ctrlKey: true, inField: true }), false)).toEqual({
      type: 'openPalette',
    });
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', metaKey: true }), true)).toEqual({ type: 'openPalette' });
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', metaKey: true }), false)).toBeNull();
    // Alt+K is the workspace's next conversation; Ctrl+Alt+K and Ctrl+Shift+K are not the palette.
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', altKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ key: 'k', code: 'KeyK', altKey: true, ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ key: 'K', code: 'KeyK', shiftKey: true, ctrlKey: true }), false)).toBeNull();
  });

  it('closes the help with Mod+Escape, not plain Escape', () => {
    expect(shortcutFor(key({ key: 'Escape', ctrlKey: true }), false)).toEqual({ type: 'closeHelp' });
    expect(shortcutFor(key({ key: 'Escape' }), false)).toBeNull();
  });

  it('navigates with Alt+C, V, R, S by physical key', () => {
    const go = (code: string, k = code.slice(3).toLowerCase()) =>
      shortcutFor(key({ code, key: k, altKey: true }), true);
    expect(go('KeyC', 'ç')).toEqual({ type: 'navigate', route: 'home' });
    expect(go('KeyV')).toEqual({ type: 'navigate', route: 'contacts_dashboard' });
    expect(go('KeyR')).toEqual({ type: 'navigate', route: 'account_overview_reports' });
    expect(go('KeyS')).toEqual({ type: 'navigate', route: 'agent_list' });
    expect(go('KeyX')).toBeNull();
    expect(shortcutFor(key({ code: 'KeyC', altKey: true, ctrlKey: true }), false)).toBeNull();
  });

  it('knows Apple platforms', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });

  it('lists every shortcut the spec names in the help', () => {
    const shown = SHORTCUT_HELP.map((s) => `${s.id}:${s.keys.map((k) => k.join('+')).join('|')}`);
    expect(shown).toEqual([
      'openHelp:Mod+/',
      'closeHelp:Mod+Escape',
      'openSearch:/',
      'openPalette:Mod+K',
      'goConversations:Alt+C',
      'goContacts:Alt+V',
      'goReports:Alt+R',
      'goSettings:Alt+S',
      'navigateDropdown:Up|Down',
      'resolveConversation:Alt+E',
      'resolveAndNext:Mod+Alt+E',
      'addAttachment:Alt+A',
      'toggleSidebar:Alt+O',
      'nextTab:Alt+N',
      'privateNote:Alt+P',
      'reply:Alt+L',
      'snoozeDropdown:Alt+M',
      'openConversation:Alt+J|Alt+K',
    ]);
  });
});
