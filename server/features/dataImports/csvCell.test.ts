import { describe, expect, it } from 'vitest';
import { inertCell } from './csvCell.ts';

describe('inertCell', () => {
  it('keeps phone numbers and numbers as they are, so an export re-imports', () => {
    for (const v of ['+15125550100', '+1 (512) 555-0100', '-4.5', '+44 20 7946 0958', 'Ada', 'a=b', ''])
      expect(inertCell(v)).toBe(v);
  });

  it('prefixes anything a spreadsheet would run as a formula', () => {
    for (const v of ['=SUM(A1)', '@cmd', '+cmd', '-cmd', '+', '-', '+1+cmd|" /C calc"!A0', '\tx', '\rx', '=1'])
      expect(inertCell(v)).toBe(`'${v}`);
  });
});
