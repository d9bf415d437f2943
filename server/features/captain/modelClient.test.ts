import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { FAKE_OPENAI_KEY, fakeEmbedding, startFakeOpenAi } from '../../test/fakeOpenAi.ts';
import { chatCompletion, embed, ModelError, streamChatCompletion, type TModelEndpoint } from './modelClient.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const guarded = { policy: outboundPolicy(loadConfig({ LOG_LEVEL: 'silent' })), timeoutMs: 2000 };
const installation: TModelEndpoint = {
  baseUrl: fake.baseUrl,
  apiKey: FAKE_OPENAI_KEY,
  model: 'local-llama',
  embeddingModel: 'hash-embed',
  source: 'env',
};

describe('the OpenAI-compatible client', () => {
  it('sends tools and JSON mode, and reads scripted tool calls and usage', async () => {
    fake.script({ when: 'where is order 7', toolCalls: [{ name: 'order_status', arguments: { id: 7 } }] });
    const tool = {
      type: 'function' as const,
      function: { name: 'order_status', description: 'An order', parameters: { type: 'object' } },
    };
    const r = await chatCompletion(
      installation,
      { messages: [{ role: 'user', content: 'where is order 7' }], tools: [tool], json: true },
      guarded,
    );
    expect(r.toolCalls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'order_status', arguments: '{"id":7}' } },
    ]);
    expect(r.tokensIn).toBeGreaterThan(0);
    expect(fake.requests.at(-1)?.body).toMatchObject({ tools: [tool], response_format: { type: 'json_object' } });
  });

  it('streams the answer piece by piece and returns it whole', async () => {
    const pieces: string[] = [];
    const r = await streamChatCompletion(
      installation,
      { messages: [{ role: 'user', content: 'one two three' }] },
      guarded,
      (d) => {
        pieces.push(d);
      },
    );
    expect(pieces).toEqual(['Echo: ', 'one ', 'two ', 'three']);
    expect(r.content).toBe('Echo: one two three');
    expect(r.tokensOut).toBeGreaterThan(0);
  });

  it('assembles streamed tool calls from their pieces, after any text', async () => {
    fake.script({
      when: 'look it up',
      content: 'Let me check.',
      toolCalls: [
        { name: 'search_knowledge', arguments: { query: 'refund policy' } },
        { name: 'get_conversation', arguments: {} },
      ],
    });
    const pieces: string[] = [];
    const r = await streamChatCompletion(
      installation,
      { messages: [{ role: 'user', content: 'look it up' }] },
      guarded,
      (d) => void pieces.push(d),
    );
    expect(pieces.join('')).toBe('Let me check.');
    expect(r.toolCalls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'search_knowledge', arguments: '{"query":"refund policy"}' },
      },
      { id: 'call_2', type: 'function', function: { name: 'get_conversation', arguments: '{}' } },
    ]);
  });

  it('embeds with the hash embedding, and skips embeddings when no model is set', async () => {
    const r = await embed(installation, ['a', 'b'], guarded);
    expect(r?.vectors).toEqual([fakeEmbedding('a'), fakeEmbedding('b')]);
    expect(await embed({ ...installation, embeddingModel: null }, ['a'], guarded)).toBeNull();
  });

  it('names a refused key without echoing it, and keeps an account endpoint on loopback out', async () => {
    const refused = chatCompletion(
      { ...installation, apiKey: 'sk-wrong' },
      { messages: [{ role: 'user', content: 'x' }] },
      guarded,
    );
    await expect(refused).rejects.toMatchObject({ kind: 'refused', detail: 'HTTP 401: Incorrect API key provided.' });
    const tenant = chatCompletion({ ...installation, source: 'account' }, { messages: [] }, guarded);
    await expect(tenant).rejects.toBeInstanceOf(ModelError);
    await expect(tenant).rejects.toMatchObject({ kind: 'unreachable' });
    expect(fake.requests).toHaveLength(1);
  });
});
