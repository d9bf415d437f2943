import { describe, expect, it } from 'vitest';
import type { TMessage } from './conversationTypes.ts';
import { estimateMessageHeight } from './messageSize.ts';
import { attachmentFixture, textMessageFixture } from './testFixtures.ts';

const msg = (over: Partial<TMessage>): TMessage => textMessageFixture(1, 'hi', over);

describe('estimateMessageHeight', () => {
  it('grows with wrapped lines, explicit lines and images; activity lines stay short', () => {
    const one = estimateMessageHeight(msg({}), 800);
    expect(estimateMessageHeight(msg({ message_type: 2 }), 800)).toBeLessThan(one);
    expect(estimateMessageHeight(msg({ content: 'word '.repeat(100) }), 800)).toBeGreaterThan(one + 60);
    expect(estimateMessageHeight(msg({ content: 'a\nb\nc' }), 800)).toBe(one + 40);
    const withImage = msg({
      attachments: [attachmentFixture({ id: 1, message_id: 1, file_type: 'image', data_url: '/x.png' })],
    });
    expect(estimateMessageHeight(withImage, 800)).toBeGreaterThan(one + 150);
  });

  it('wraps more on a narrow list', () => {
    const long = msg({ content: 'word '.repeat(60) });
    expect(estimateMessageHeight(long, 390)).toBeGreaterThan(estimateMessageHeight(long, 1200));
  });
});
