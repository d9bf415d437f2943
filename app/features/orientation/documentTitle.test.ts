import { describe, expect, it } from 'vitest';
import { composeTitle } from './documentTitle.ts';

describe('composeTitle', () => {
  it('joins what is shown, where and the account', () => {
    expect(composeTitle(['#282 Maya Visitor', 'Conversations', 'Lumen Home'])).toBe(
      '#282 Maya Visitor · Conversations · Lumen Home',
    );
  });
  it('puts the unread count in front, capped like the bell', () => {
    expect(composeTitle(['Conversations', 'Lumen Home'], 3)).toBe('(3) Conversations · Lumen Home');
    expect(composeTitle(['Conversations', 'Lumen Home'], 120)).toBe('(99+) Conversations · Lumen Home');
  });
  it('leaves out parts that are missing or blank', () => {
    expect(composeTitle([null, 'Labels', ' ', undefined, 'Acme'], 0)).toBe('Labels · Acme');
  });
});
