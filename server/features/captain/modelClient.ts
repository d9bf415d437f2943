import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, type TOutboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { pick } from '../../lib/providerHttp.ts';

/**
 * An OpenAI-compatible client over plain fetch, through the outbound guard: `POST {base}/chat/completions`
 * (tools, JSON output, optional SSE streaming) and `POST {base}/embeddings`. Nothing else of the API is used.
 * The key goes only in the Authorization header; errors carry the endpoint's message, never the key.
 */
export interface TModelEndpoint {
  /** API base without a trailing slash (`https://api.openai.com/v1`, `http://localhost:11434/v1`). */
  baseUrl: string;
  apiKey: string;
  model: string;
  embeddingModel: string | null;
  /** Where it was configured: the account's OpenAI app, the installation console or the environment. */
  source: 'account' | 'console' | 'env';
}

export interface TChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  tool_call_id?: string;
  tool_calls?: TToolCall[];
}
export interface TToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
export interface TToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface TChatRequest {
  messages: TChatMessage[];
  tools?: TToolSpec[];
  /** Ask for one JSON object as the answer (`response_format: {type: 'json_object'}`). */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
}

export interface TChatResult {
  content: string;
  toolCalls: TToolCall[];
  tokensIn: number;
  tokensOut: number;
}

export type TModelFailure = 'unreachable' | 'timeout' | 'refused' | 'bad_answer';

/** The model could not be used: `kind` says why, `detail` is safe to store (no key, no prompt). */
export class ModelError extends Error {
  constructor(
    readonly kind: TModelFailure,
    readonly detail: string,
  ) {
    super(`model ${kind}: ${detail}`);
    this.name = 'ModelError';
  }
}

export interface TCallOptions {
  policy: TOutboundPolicy;
  timeoutMs: number;
}

const errorMessageOf = (body: unknown) => {
  const m = pick(body, 'error', 'message') ?? pick(body, 'error') ?? pick(body, 'message');
  return typeof m === 'string' ? m.slice(0, 200) : '';
};

/** An endpoint's error text without the key, whole or partly echoed (OpenAI echoes `sk-ab***yz`). */
const redact = (text: string, apiKey: string) =>
  (apiKey ? text.split(apiKey).join('[key]') : text).replace(/\bsk-[\w*-]+/g, '[key]');

const post = async (ep: TModelEndpoint, path: string, body: unknown, opts: TCallOptions) => {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(
      `${ep.baseUrl}${path}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ep.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      },
      opts.policy,
      // The installation's own endpoint (environment or console) is the operator's: a local model server
      // on loopback is allowed. An account's endpoint is a tenant's target and is guarded.
      { trustedOrigins: ep.source === 'account' ? [] : [new URL(ep.baseUrl).origin] },
    );
  } catch (err) {
    if (signal.aborted) throw new ModelError('timeout', `no answer within ${opts.timeoutMs} ms`);
    throw new ModelError('unreachable', err instanceof OutboundRefusedError ? err.message : 'no answer');
  }
  if (res.status < 200 || res.status >= 300) {
    const text = await res.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
    const message = redact(errorMessageOf(parsed), ep.apiKey);
    throw new ModelError('refused', `HTTP ${res.status}${message ? `: ${message}` : ''}`);
  }
  return { res, signal };
};

const readJson = async (res: { json: () => Promise<unknown> }, signal: AbortSignal, timeoutMs: number) => {
  try {
    return await res.json();
  } catch {
    if (signal.aborted) throw new ModelError('timeout', `no answer within ${timeoutMs} ms`);
    throw new ModelError('bad_answer', 'the answer is not JSON');
  }
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const toolCallsOf = (raw: unknown): TToolCall[] =>
  Array.isArray(raw)
    ? raw.flatMap((c, i) => {
        const name = pick(c, 'function', 'name');
        const args = pick(c, 'function', 'arguments');
        if (typeof name !== 'string') return [];
        const id = pick(c, 'id');
        return [
          {
            id: typeof id === 'string' ? id : `call_${i}`,
            type: 'function' as const,
            function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}) },
          },
        ];
      })
    : [];

const requestBody = (ep: TModelEndpoint, req: TChatRequest, stream: boolean) => ({
  model: ep.model,
  messages: req.messages,
  ...(req.tools?.length && { tools: req.tools }),
  ...(req.json && { response_format: { type: 'json_object' } }),
  ...(req.temperature !== undefined && { temperature: req.temperature }),
  ...(req.maxTokens !== undefined && { max_tokens: req.maxTokens }),
  ...(stream && { stream: true, stream_options: { include_usage: true } }),
});

/** One chat completion, whole. */
export const chatCompletion = async (
  ep: TModelEndpoint,
  req: TChatRequest,
  opts: TCallOptions,
): Promise<TChatResult> => {
  const { res, signal } = await post(ep, '/chat/completions', requestBody(ep, req, false), opts);
  const body = await readJson(res, signal, opts.timeoutMs);
  const choices = pick(body, 'choices');
  const message = Array.isArray(choices) ? pick(choices[0], 'message') : undefined;
  if (!message) throw new ModelError('bad_answer', 'the answer has no choices[0].message');
  const content = pick(message, 'content');
  return {
    content: typeof content === 'string' ? content : '',
    toolCalls: toolCallsOf(pick(message, 'tool_calls')),
    tokensIn: num(pick(body, 'usage', 'prompt_tokens')),
    tokensOut: num(pick(body, 'usage', 'completion_tokens')),
  };
};

/** Streamed tool calls arrive in pieces keyed by `index`: the id and name once, the arguments a piece at a time. */
const addToolCallPieces = (calls: Map<number, TToolCall>, raw: unknown) => {
  if (!Array.isArray(raw)) return;
  for (const [i, piece] of raw.entries()) {
    const at = pick(piece, 'index');
    const index = typeof at === 'number' ? at : i;
    const call = calls.get(index) ?? {
      id: `call_${index}`,
      type: 'function' as const,
      function: { name: '', arguments: '' },
    };
    const id = pick(piece, 'id');
    const name = pick(piece, 'function', 'name');
    const args = pick(piece, 'function', 'arguments');
    if (typeof id === 'string' && id) call.id = id;
    if (typeof name === 'string') call.function.name += name;
    if (typeof args === 'string') call.function.arguments += args;
    calls.set(index, call);
  }
};

/**
 * One chat completion streamed (SSE `data:` lines, `[DONE]` at the end): `onDelta` receives each piece of text
 * as it arrives; the whole answer is returned at the end, with any tool calls the stream carried (assembled
 * from their pieces). Tokens come from the final usage chunk when the server sends one, else they are
 * estimated (4 characters a token).
 */
export const streamChatCompletion = async (
  ep: TModelEndpoint,
  req: TChatRequest,
  opts: TCallOptions,
  onDelta: (text: string) => Promise<void> | void,
): Promise<TChatResult> => {
  const { res, signal } = await post(ep, '/chat/completions', requestBody(ep, req, true), opts);
  if (!res.body) throw new ModelError('bad_answer', 'the answer has no body');
  const decoder = new TextDecoder();
  let buffer = '';
  let content = '';
  let tokensIn = 0;
  let tokensOut = 0;
  const calls = new Map<number, TToolCall>();
  const handle = async (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '' || data === '[DONE]') return;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data) as unknown;
    } catch {
      throw new ModelError('bad_answer', 'a streamed chunk is not JSON');
    }
    const choices = pick(chunk, 'choices');
    const delta = Array.isArray(choices) ? pick(choices[0], 'delta', 'content') : undefined;
    if (Array.isArray(choices)) addToolCallPieces(calls, pick(choices[0], 'delta', 'tool_calls'));
    if (typeof delta === 'string' && delta !== '') {
      content += delta;
      await onDelta(delta);
    }
    tokensIn = num(pick(chunk, 'usage', 'prompt_tokens')) || tokensIn;
    tokensOut = num(pick(chunk, 'usage', 'completion_tokens')) || tokensOut;
  };
  try {
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(part, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        await handle(line);
      }
    }
    await handle(buffer.trim());
  } catch (err) {
    if (err instanceof ModelError) throw err;
    if (signal.aborted) throw new ModelError('timeout', `no answer within ${opts.timeoutMs} ms`);
    throw new ModelError('unreachable', 'the stream broke off');
  }
  if (!tokensOut) tokensOut = Math.ceil(content.length / 4);
  if (!tokensIn) tokensIn = Math.ceil(JSON.stringify(req.messages).length / 4);
  const toolCalls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => c)
    .filter((c) => c.function.name !== '');
  return { content, toolCalls, tokensIn, tokensOut };
};

/** Embeddings of the texts with the endpoint's embedding model (null when it has none). */
export const embed = async (ep: TModelEndpoint, texts: string[], opts: TCallOptions) => {
  if (!ep.embeddingModel) return null;
  const { res, signal } = await post(ep, '/embeddings', { model: ep.embeddingModel, input: texts }, opts);
  const body = await readJson(res, signal, opts.timeoutMs);
  const data = pick(body, 'data');
  if (!Array.isArray(data)) throw new ModelError('bad_answer', 'the answer has no data');
  const vectors = data.map((d) => pick(d, 'embedding'));
  if (!vectors.every((v): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number')))
    throw new ModelError('bad_answer', 'an embedding is not a list of numbers');
  return { vectors, tokensIn: num(pick(body, 'usage', 'prompt_tokens')) };
};
