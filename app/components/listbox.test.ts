import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './listbox.ts';

describe('nextActiveOption', () => {
  it('wraps around both ends and starts at the end the arrow points from', () => {
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveOption('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowDown', 5, 3)).toBe(0);
  });

  it('has nothing to move to in an empty list, and leaves other keys alone', () => {
    expect(nextActiveOption('ArrowDown', 0, 0)).toBe(-1);
    expect(nextActiveOption('Enter', 1, 3)).toBeNull();
    expect(nextActiveOption('a', 1, 3)).toBeNull();
  });
});
