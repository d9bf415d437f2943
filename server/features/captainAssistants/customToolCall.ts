import type { TDeps } from '../../deps.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import type { TCustomToolRow } from './assistants.repo.ts';
import { openAuthConfig } from './customTools.service.ts';

/** What the model reads of a tool's answer, at most (characters). */
export const TOOL_ANSWER_CHARS = 4000;
const CALL_TIMEOUT_MS = 10_000;

type TArgs = Record<string, unknown>;

/** A value as text: objects as JSON. */
const textOf = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
};

/** `{{name}}` (or `{{a.b}}` in a JSON answer) replaced by the value found; unknown ones left empty. */
const render = (template: string, lookup: (path: string) => unknown, encode: (v: string) => string = (v) => v) =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => {
    const v = lookup(path);
    return v === undefined || v === null ? '' : encode(textOf(v));
  });

const pathIn = (root: unknown) => (path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as TArgs)[key] : undefined), root);

/** The arguments the model gave, kept to the declared parameters; a missing required one is the model's error. */
const argsOf = (tool: TCustomToolRow, raw: TArgs) => {
  const out: TArgs = {};
  for (const p of tool.paramSchema) {
    const v = raw[p.name];
    if (v === undefined || v === null || v === '') {
      if (p.required) throw new Error(`missing parameter ${p.name}`);
      continue;
    }
    out[p.name] = p.type === 'number' ? Number(v) : p.type === 'boolean' ? v === true || v === 'true' : textOf(v);
  }
  return out;
};

const authHeaders = (type: string, auth: Record<string, string>): Record<string, string> => {
  if (type === 'bearer' && auth.token) return { authorization: `Bearer ${auth.token}` };
  if (type === 'basic' && auth.username)
    return { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password ?? ''}`).toString('base64')}` };
  if (type === 'api_key' && auth.name && auth.key) return { [auth.name]: auth.key };
  return {};
};

const clip = (text: string) => (text.length > TOOL_ANSWER_CHARS ? `${text.slice(0, TOOL_ANSWER_CHARS)}…` : text);

/**
 * Calls a team's HTTP tool with the model's arguments, through the outbound guard (a private target is refused
 * unless the installation allows them): parameters fill `{{name}}` in the URL (encoded) and the request template;
 * a GET sends the others as the query. The secret goes only into the request's headers, never back to the model.
 * Returns what the model reads: the answer (through the response template when there is one), at most 4 kB, or
 * a short failure.
 */
export const callCustomTool = async (deps: TDeps, tool: TCustomToolRow, raw: TArgs): Promise<string> => {
  let args: TArgs;
  try {
    args = argsOf(tool, raw);
  } catch (err) {
    return `The tool was not called: ${(err as Error).message}.`;
  }
  const used = new Set<string>();
  const urlText = render(
    tool.endpointUrl,
    (name) => {
      used.add(name);
      return args[name];
    },
    encodeURIComponent,
  );
  let url: URL;
  try {
    url = new URL(urlText);
  } catch {
    return 'The tool failed: its address is not valid.';
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...authHeaders(tool.authType, await openAuthConfig(deps, tool)),
  };
  let body: string | undefined;
  if (tool.httpMethod === 'POST') {
    body = tool.requestTemplate ? render(tool.requestTemplate, (name) => args[name]) : JSON.stringify(args);
    headers['content-type'] = 'application/json';
  } else for (const [k, v] of Object.entries(args)) if (!used.has(k)) url.searchParams.set(k, String(v));
  try {
    const res = await guardedFetch(
      url.toString(),
      { method: tool.httpMethod, headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) },
      outboundPolicy(deps.config),
    );
    const text = (await res.text()).slice(0, 64_000);
    if (!res.ok) return `The tool failed: HTTP ${res.status}.`;
    if (!tool.responseTemplate) return clip(text);
    let json: unknown = text;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      // A text answer: {{response}} is the text.
    }
    return clip(
      render(tool.responseTemplate, (path) =>
        path === 'response' ? json : pathIn(json)(path.replace(/^response\./, '')),
      ),
    );
  } catch (err) {
    deps.log.warn(
      { toolId: tool.id, accountId: tool.accountId, err: (err as Error).message },
      'captain custom tool failed',
    );
    return 'The tool failed: no answer.';
  }
};
