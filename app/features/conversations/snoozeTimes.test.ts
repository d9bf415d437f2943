import { describe, expect, it } from 'vitest';
import { customSnooze, snoozeUntil } from './snoozeTimes.ts';
import { workspaceShortcutFor } from './useWorkspaceShortcuts.ts';

const at = (s: string) => Math.floor(new Date(s).getTime() / 1000);

describe('snooze presets', () => {
  const now = new Date('2026-03-11T15:20:00'); // a Wednesday
  it('computes each preset at 9:00 local time', () => {
    expect(snoozeUntil('nextReply', now)).toBeUndefined();
    expect(snoozeUntil('oneHour', now)).toBe(at('2026-03-11T16:20:00'));
    expect(snoozeUntil('tomorrow', now)).toBe(at('2026-03-12T09:00:00'));
    expect(snoozeUntil('nextWeek', now)).toBe(at('2026-03-16T09:00:00'));
    expect(snoozeUntil('nextMonth', now)).toBe(at('2026-04-01T09:00:00'));
  });
  it('accepts only a future custom time', () => {
    expect(customSnooze('2026-03-11T15:00', now)).toBeNull();
    expect(customSnooze('', now)).toBeNull();
    expect(customSnooze('2026-03-12T10:30', now)).toBe(at('2026-03-12T10:30:00'));
  });
});

describe('workspace shortcuts', () => {
  const key = (code: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
    code,
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });
  it('maps Alt keys and Mod+Alt+E', () => {
    expect(workspaceShortcutFor(key('KeyE'), false)).toBe('resolve');
    expect(workspaceShortcutFor(key('KeyE', { ctrlKey: true }), false)).toBe('resolveAndNext');
    expect(workspaceShortcutFor(key('KeyE', { metaKey: true }), true)).toBe('resolveAndNext');
    expect(workspaceShortcutFor(key('KeyJ'), false)).toBe('previous');
    expect(workspaceShortcutFor(key('KeyK'), false)).toBe('next');
    expect(workspaceShortcutFor(key('KeyN'), false)).toBe('nextTab');
    expect(workspaceShortcutFor(key('KeyM'), false)).toBe('snoozeMenu');
    expect(workspaceShortcutFor(key('KeyO'), false)).toBe('toggleSidebar');
  });
  it('ignores keys without Alt, with Shift, or unknown', () => {
    expect(workspaceShortcutFor(key('KeyE', { altKey: false }), false)).toBeNull();
    expect(workspaceShortcutFor(key('KeyE', { shiftKey: true }), false)).toBeNull();
    expect(workspaceShortcutFor(key('KeyZ'), false)).toBeNull();
  });
});
