import { describe, expect, it } from 'vitest';
import { readPreChatOptions, STANDARD_PRE_CHAT_FIELDS } from './preChatFields.ts';

describe('readPreChatOptions', () => {
  it('reads the message and the saved fields, keeping unknown keys and skipping non-fields', () => {
    const custom = { ...STANDARD_PRE_CHAT_FIELDS[0], name: 'plan', field_type: 'custom', values: ['a', 'b'] };
    expect(readPreChatOptions({ pre_chat_message: 'Hi', pre_chat_fields: [custom, { name: 3 }, 'x'] })).toEqual({
      message: 'Hi',
      fields: [custom],
    });
  });

  it('falls back to no message and no fields when the options are missing or malformed', () => {
    expect(readPreChatOptions(undefined)).toEqual({ message: '', fields: undefined });
    expect(readPreChatOptions({ pre_chat_message: 5, pre_chat_fields: {} })).toEqual({
      message: '',
      fields: undefined,
    });
  });
});
