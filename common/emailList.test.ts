import { describe, expect, it } from 'vitest';
import { parseEmailList } from './emailList.ts';

describe('email lists (To / Cc / Bcc)', () => {
  it('splits on commas, semicolons and new lines, dropping blanks and duplicates', () => {
    expect(parseEmailList(' a@x.test, b@x.test;\nA@X.test ,, ')).toEqual({
      emails: ['a@x.test', 'b@x.test'],
      invalid: [],
    });
    expect(parseEmailList('')).toEqual({ emails: [], invalid: [] });
    expect(parseEmailList(undefined)).toEqual({ emails: [], invalid: [] });
  });

  it('names the entries that are not email addresses', () => {
    expect(parseEmailList('ok@x.test, jane, @x.test, a b@x.test')).toEqual({
      emails: ['ok@x.test'],
      invalid: ['jane', '@x.test', 'a b@x.test'],
    });
  });
});
