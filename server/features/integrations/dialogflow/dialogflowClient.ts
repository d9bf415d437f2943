import { pick, providerFetch } from '../../../lib/providerHttp.ts';
import { accessTokenOf, textOf, type TServiceAccountKey } from '../googleAuth.ts';

export interface TDialogflowTarget {
  /** DIALOGFLOW_API_URL when set (tests), else Google's host for the region. */
  apiUrl: string | null;
  tokenUrl: string;
  timeoutMs: number;
}

const SCOPE = 'https://www.googleapis.com/auth/dialogflow';

/** detectIntent's URL: the global agent, or a regional one on its own host and location. */
export const detectIntentUrl = (target: TDialogflowTarget, projectId: string, region: string, session: string) => {
  const project = `projects/${encodeURIComponent(projectId)}`;
  const sessionPath = `agent/sessions/${encodeURIComponent(session)}:detectIntent`;
  if (region === 'global')
    return `${target.apiUrl ?? 'https://dialogflow.googleapis.com'}/v2/${project}/${sessionPath}`;
  const host = target.apiUrl ?? `https://${region}-dialogflow.googleapis.com`;
  return `${host}/v2/${project}/locations/${encodeURIComponent(region)}/${sessionPath}`;
};

/** What Dialogflow's fulfilment asks for: messages to send, and whether to hand over to people. */
export interface TDialogflowAnswer {
  replies: { content: string | null; contentType?: string; contentAttributes?: Record<string, unknown> }[];
  handoff: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a detectIntent answer as Chatwoot does: each fulfilment message is a reply — a text message's first
 * text, or a custom payload (`content`, `content_type`, `content_attributes`: cards, options…); a payload
 * `{"action": "handoff"}` hands the conversation over instead. Without fulfilment messages, the
 * fulfilment text.
 */
export const answerOf = (body: unknown): TDialogflowAnswer => {
  const answer: TDialogflowAnswer = { replies: [], handoff: false };
  const messages = pick(body, 'queryResult', 'fulfillmentMessages');
  for (const m of Array.isArray(messages) ? messages : []) {
    const payload = pick(m, 'payload');
    if (isRecord(payload)) {
      if (payload.action === 'handoff') answer.handoff = true;
      else
        answer.replies.push({
          content: typeof payload.content === 'string' ? payload.content : null,
          ...(typeof payload.content_type === 'string' && { contentType: payload.content_type }),
          ...(isRecord(payload.content_attributes) && { contentAttributes: payload.content_attributes }),
        });
      continue;
    }
    const text = pick(m, 'text', 'text', 0);
    if (typeof text === 'string' && text.trim() !== '') answer.replies.push({ content: text });
  }
  const fallback = pick(body, 'queryResult', 'fulfillmentText');
  if (answer.replies.length === 0 && !answer.handoff && typeof fallback === 'string' && fallback.trim() !== '')
    answer.replies.push({ content: fallback });
  return answer;
};

/** Sends the visitor's words to the agent's session and reads what it answers. */
export const detectIntent = async (
  target: TDialogflowTarget,
  settings: { projectId: string; region: string; languageCode: string; key: TServiceAccountKey },
  session: string,
  text: string,
) => {
  const token = await accessTokenOf(settings.key, target, SCOPE);
  const res = await providerFetch(
    detectIntentUrl(target, settings.projectId, settings.region, session),
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ queryInput: { text: { text: text.slice(0, 256), languageCode: settings.languageCode } } }),
    },
    {
      timeoutMs: target.timeoutMs,
      errorMessage: (body, status) =>
        `Dialogflow refused the request (${status}): ${textOf(pick(body, 'error', 'message'))}`,
    },
  );
  return answerOf(res.body);
};
