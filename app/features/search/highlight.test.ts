import { describe, expect, it } from 'vitest';
import { highlightParts, snippetAround } from './highlight.ts';

describe('highlightParts', () => {
  it('marks every case-insensitive match of each word', () => {
    expect(highlightParts('Refund for ORDER 12, order ok', 'order refund')).toEqual([
      { text: 'Refund', match: true },
      { text: ' for ', match: false },
      { text: 'ORDER', match: true },
      { text: ' 12, ', match: false },
      { text: 'order', match: true },
      { text: ' ok', match: false },
    ]);
  });
  it('treats regex characters literally and handles empty input', () => {
    expect(highlightParts('a+b (c)', '(c)')).toEqual([
      { text: 'a+b ', match: false },
      { text: '(c)', match: true },
    ]);
    expect(highlightParts('', 'x')).toEqual([]);
    expect(highlightParts('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('snippetAround', () => {
  it('cuts a window around the first match', () => {
    const long = `${'x'.repeat(300)} needle ${'y'.repeat(300)}`;
    const s = snippetAround(long, 'needle', 20);
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('needle');
    expect(s.length).toBeLessThan(60);
    expect(snippetAround('short text', 'text')).toBe('short text');
  });
});
