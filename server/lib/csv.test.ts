import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inertCell, toCsv, uninertCell } from './csv.ts';

describe('inertCell (the one formula rule)', () => {
  it('prefixes every text a spreadsheet would run as a formula, number-like text included', () => {
    for (const v of [
      '=SUM(A1)',
      '@cmd',
      '+cmd',
      '-cmd',
      '+',
      '-',
      '+1+cmd|" /C calc"!A0',
      '\tx',
      '\rx',
      '=1',
      '=HYPERLINK("http://x","y")',
      '=1\n=2',
      '+15125550100',
      '-4.5',
    ])
      expect(inertCell(v)).toBe(`'${v}`);
  });

  it('leaves other text alone', () => {
    for (const v of ['Ada', 'a=b', '', ' =x', "'=x", 'x@y.test', '1+1']) expect(inertCell(v)).toBe(v);
  });

  it('is undone by uninertCell, so an export re-imports unchanged', () => {
    for (const v of ['+15125550100', '+1 (512) 555-0100', '-4.5', '=SUM(A1)', '@x', 'Ada', "'quoted", ''])
      expect(uninertCell(inertCell(v))).toBe(v);
  });
});

describe('toCsv', () => {
  it('quotes only where needed, doubles quotes and ends every row with a newline', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\n"x, y","say ""hi"""\n"line\nbreak",\n');
  });

  it('neutralises text cells but writes numbers as numbers', () => {
    const csv = toCsv(
      ['name', 'n'],
      [
        ['=HYPERLINK("x")', -4.5],
        ['-Team', 3],
        ['+Inbox', 0],
        ['@agent', undefined],
      ],
    );
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
      ['name', 'n'],
      [`'=HYPERLINK("x")`, '-4.5'],
      ["'-Team", '3'],
      ["'+Inbox", '0'],
      ["'@agent", ''],
    ]);
  });

  it('writes only a header for no rows', () => {
    expect(toCsv(['a'], [])).toBe('a\n');
  });
});
