import { describe, expect, it } from 'vitest';
import type { TMessage } from './conversationTypes.ts';
import { replyRecipients } from './replyRecipients.ts';

const message = (id: number, message_type: number, cc?: unknown, isPrivate = false) =>
  ({
    id,
    message_type,
    private: isPrivate,
    content_attributes: cc === undefined ? {} : { cc_email: cc },
  }) as unknown as TMessage;

describe('replyRecipients', () => {
  it('sends to the contact and copies whom their last email copied, less the inbox and the contact', () => {
    const messages = [
      message(1, 0, ['old@example.test']),
      message(2, 0, ['Boss@example.test', 'support@acme.test', 'lina@example.test', 'boss@example.test']),
      message(3, 1),
      message(4, 1, undefined, true),
    ];
    expect(replyRecipients('lina@example.test', messages, 'Support@acme.test')).toEqual({
      to: 'lina@example.test',
      cc: 'Boss@example.test',
      bcc: '',
    });
  });

  it('leaves To empty without a contact email and Cc empty without an incoming copy list', () => {
    expect(replyRecipients(null, [message(1, 0), message(2, 0, 'not-a-list')], null)).toEqual({
      to: '',
      cc: '',
      bcc: '',
    });
  });
});
