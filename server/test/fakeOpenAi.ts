import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible endpoint (db tests and e2e: Shopify's OpenAI app, Captain). It knows one key and
 * answers OpenAI's 401 body to any other.
 * - `GET /v1/models`: its models.
 * - `POST /v1/chat/completions`: deterministic. A scripted reply whose `when` text occurs in the prompt (any
 *   message) wins, else an echo: `Echo: <the last user message>`. A script may answer tool calls. With
 *   `stream: true` the answer comes as SSE chunks (a word a chunk, then a usage chunk and `[DONE]`).
 * - `POST /v1/embeddings`: a hash embedding (8 numbers from SHA-256 of each text, unit length).
 * - `fail(500)` makes every call answer that status, `fail('hang')` never answers (timeouts), `fail(null)` heals.
 * It records the keys and the request bodies it was shown.
 */
export const FAKE_OPENAI_KEY = 'sk-test-good-key';
export const FAKE_OPENAI_MODELS = ['gpt-4o-mini', 'local-llama'];
export const FAKE_EMBEDDING_DIMENSIONS = 8;

export interface TFakeScript {
  /** Text the prompt must contain (case-sensitive). */
  when: string;
  content?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** Answers once, then is gone (a tool call, then the answer the next call gets). */
  once?: boolean;
}

/** The fake's embedding of a text (tests compare against it). */
export const fakeEmbedding = (text: string) => {
  const bytes = crypto.createHash('sha256').update(text).digest();
  const raw = Array.from({ length: FAKE_EMBEDDING_DIMENSIONS }, (_, i) => bytes.readInt8(i) / 128);
  const norm = Math.hypot(...raw) || 1;
  return raw.map((x) => x / norm);
};

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

interface TChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content?: string | null }[];
}

export const startFakeOpenAi = async (port = 0) => {
  const keys: string[] = [];
  const requests: { path: string; body: unknown }[] = [];
  const scripts: TFakeScript[] = [];
  let failure: number | 'hang' | null = null;
  const hanging = new Set<http.ServerResponse>();

  const answerOf = (body: TChatBody): Omit<TFakeScript, 'when'> => {
    const messages = body.messages ?? [];
    const prompt = messages.map((m) => m.content ?? '').join('\n');
    const index = scripts.findIndex((s) => prompt.includes(s.when));
    const script = scripts[index];
    if (script) {
      if (script.once) scripts.splice(index, 1);
      return script;
    }
    const lastUser = [...messages].reverse().find((m) => m.role === 'user');
    return { content: `Echo: ${lastUser?.content ?? ''}` };
  };

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      keys.push(key);
      const path = (req.url ?? '').replace(/\?.*$/, '');
      let body: unknown;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : null;
      } catch {
        return send(400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
      }
      if (req.method === 'POST') requests.push({ path, body });
      if (key !== FAKE_OPENAI_KEY)
        return send(401, {
          error: {
            message: 'Incorrect API key provided.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        });
      if (failure === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (failure !== null)
        return send(failure, { error: { message: 'The server had an error', type: 'server_error' } });
      if (req.method === 'GET' && path === '/v1/models')
        return send(200, {
          object: 'list',
          data: FAKE_OPENAI_MODELS.map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'system' })),
        });
      if (req.method === 'POST' && path === '/v1/chat/completions') return chat(res, body as TChatBody);
      if (req.method === 'POST' && path === '/v1/embeddings') {
        const input = (body as { input?: string | string[] }).input ?? [];
        const texts = Array.isArray(input) ? input : [input];
        return send(200, {
          object: 'list',
          data: texts.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })),
          model: (body as { model?: string }).model,
          usage: { prompt_tokens: tokensOf(texts.join(' ')), total_tokens: tokensOf(texts.join(' ')) },
        });
      }
      send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    });
  });

  const chat = (res: http.ServerResponse, body: TChatBody) => {
    const answer = answerOf(body);
    const content = answer.content ?? '';
    const promptTokens = tokensOf(JSON.stringify(body.messages ?? []));
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: tokensOf(content),
      total_tokens: promptTokens + tokensOf(content),
    };
    const toolCalls = (answer.toolCalls ?? []).map((c, i) => ({
      id: `call_${i + 1}`,
      type: 'function',
      function: { name: c.name, arguments: JSON.stringify(c.arguments) },
    }));
    const base = { id: 'chatcmpl-fake', created: 1700000000, model: body.model ?? FAKE_OPENAI_MODELS[0] };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, ...(toolCalls.length && { tool_calls: toolCalls }) },
              finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
            },
          ],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const pieces = content.match(/\S+\s*/g) ?? [];
    for (const piece of pieces)
      event({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] });
    // Tool calls as OpenAI streams them: the id and name first, then the arguments in two pieces.
    for (const [index, c] of toolCalls.entries()) {
      const head = { index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } };
      const half = Math.ceil(c.function.arguments.length / 2);
      const args = [c.function.arguments.slice(0, half), c.function.arguments.slice(half)];
      event({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { tool_calls: [head] } }] });
      for (const part of args)
        event({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] } }],
        });
    }
    const finish = toolCalls.length ? 'tool_calls' : 'stop';
    event({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finish }] });
    event({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    res.end('data: [DONE]\n\n');
  };

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** The API base to configure (`…/v1`). */
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    keys,
    requests,
    /** Adds scripted replies (first match wins, in the order added). */
    script: (...s: TFakeScript[]) => scripts.push(...s),
    /** Every call answers this status, or never answers ('hang'); null heals. */
    fail: (mode: number | 'hang' | null) => {
      failure = mode;
      if (mode === null) for (const r of hanging) r.destroy();
    },
    reset: () => {
      scripts.length = 0;
      requests.length = 0;
      keys.length = 0;
      failure = null;
      for (const r of hanging) r.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.close(() => resolve());
      }),
  };
};
