import { describe, expect, it } from 'vitest';
import { issuePrefill } from './linearPrefill.ts';

const words = { contact: 'Dana', from: 'From the conversation:', link: 'Conversation: https://desk/c/1' };

describe('issuePrefill', () => {
  it('takes the first customer line as the title and the last spoken messages with the link', () => {
    const out = issuePrefill(
      [
        { content: 'Export is broken\nsince Monday', message_type: 0 },
        { content: 'Conversation was reopened', message_type: 2 },
        { content: 'internal note', message_type: 1, private: true },
        { content: 'Looking into it', message_type: 1, sender: { name: 'Olivia' } },
      ],
      words,
    );
    expect(out.title).toBe('Export is broken');
    expect(out.description).toBe(
      'From the conversation:\n> Dana: Export is broken since Monday\n> Olivia: Looking into it\n\nConversation: https://desk/c/1',
    );
  });

  it('keeps only the link for a conversation without messages, and at most five lines', () => {
    expect(issuePrefill([], words)).toEqual({ title: '', description: 'Conversation: https://desk/c/1' });
    const many = Array.from({ length: 8 }, (_, i) => ({ content: `m${i}`, message_type: 0 }));
    expect(
      issuePrefill(many, words)
        .description.split('\n')
        .filter((l) => l.startsWith('>')),
    ).toHaveLength(5);
  });
});
