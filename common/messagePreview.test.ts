import { describe, expect, it } from 'vitest';
import { isPreviewMessage } from './messagePreview.ts';

describe('isPreviewMessage', () => {
  const base = { message_type: 0, private: false, sender_type: 'Contact' };
  it("previews the customer's message and an agent's public reply", () => {
    expect(isPreviewMessage(base)).toBe(true);
    expect(isPreviewMessage({ ...base, message_type: 1, sender_type: 'User' })).toBe(true);
    expect(isPreviewMessage({ ...base, message_type: 1, sender_type: null })).toBe(true);
  });
  it('skips activity lines, template prompts, private notes and bot replies', () => {
    expect(isPreviewMessage({ ...base, message_type: 2, sender_type: null })).toBe(false);
    expect(isPreviewMessage({ ...base, message_type: 3, sender_type: null })).toBe(false);
    expect(isPreviewMessage({ ...base, message_type: 1, private: true, sender_type: 'User' })).toBe(false);
    expect(isPreviewMessage({ ...base, message_type: 1, sender_type: 'AgentBot' })).toBe(false);
  });
});
