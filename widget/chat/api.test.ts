import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('widget api contracts (development and tests only)', () => {
  const respond = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
    );

  it('accepts the visitor with no conversation yet ({})', async () => {
    respond({});
    await expect(request('GET', 'conversations', undefined, {}, 'currentConversation')).resolves.toEqual({});
  });

  it('fails loudly when a body drifts from its shared contract', async () => {
    respond([{ id: 1, content: 'hi' }]);
    await expect(request('GET', 'messages', undefined, {}, 'messageList')).rejects.toThrow(
      /messages does not match the messageList contract/,
    );
  });
});
