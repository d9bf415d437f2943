import { pick, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';

/** Where Slack's Web API is (SLACK_API_URL: tests point it at a local stand-in) and how long to wait. */
export interface TSlackTarget {
  apiUrl: string;
  timeoutMs: number;
}

/** Slack's errors that no retry fixes (the token, the channel or the request is wrong): the job gives up. */
const PERMANENT = new Set([
  'invalid_auth',
  'not_authed',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'no_permission',
  'missing_scope',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'invalid_code',
  'bad_redirect_uri',
  'invalid_client_id',
  'user_not_found',
  'file_not_found',
  'invalid_arguments',
  'msg_too_long',
]);

/**
 * One Web API method call. Slack answers HTTP 200 with `{ok: false, error}` for a refused call: a known
 * permanent error becomes a 400 ProviderError (the job gives up), any other a 502 (retried).
 */
export const slackCall = async (
  target: TSlackTarget,
  method: string,
  opts: { token?: string; json?: Record<string, unknown>; form?: Record<string, string> },
) => {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.json) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  const res = await providerFetch(
    `${target.apiUrl}/${method}`,
    { method: 'POST', headers, ...(body !== undefined && { body }) },
    { timeoutMs: target.timeoutMs, errorMessage: (_b, status) => `Slack answered HTTP ${status} to ${method}` },
  );
  if (pick(res.body, 'ok') !== true) {
    const error = pickString(res.body, 'error') ?? 'unknown_error';
    throw new ProviderError(`Slack refused ${method}: ${error}`, PERMANENT.has(error) ? 400 : 502);
  }
  return res.body as Record<string, unknown>;
};

export interface TSlackGrant {
  accessToken: string;
  teamId: string;
  teamName: string;
  botUserId: string;
}

/** OAuth v2: the code Slack gave the administrator's browser, exchanged for the workspace's bot token. */
export const exchangeCode = async (
  target: TSlackTarget,
  client: { id: string; secret: string },
  code: string,
  redirectUri: string,
): Promise<TSlackGrant> => {
  const body = await slackCall(target, 'oauth.v2.access', {
    form: { client_id: client.id, client_secret: client.secret, code, redirect_uri: redirectUri },
  });
  const accessToken = pickString(body, 'access_token');
  if (!accessToken) throw new ProviderError('Slack answered without an access token', 502);
  return {
    accessToken,
    teamId: pickString(body, 'team', 'id') ?? '',
    teamName: pickString(body, 'team', 'name') ?? '',
    botUserId: pickString(body, 'bot_user_id') ?? '',
  };
};

export interface TSlackChannel {
  id: string;
  name: string;
}

/** The workspace's public and private channels the bot can see (every page, at most 20 pages of 200). */
export const listChannels = async (target: TSlackTarget, token: string): Promise<TSlackChannel[]> => {
  const channels: TSlackChannel[] = [];
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const body = await slackCall(target, 'conversations.list', {
      token,
      form: { types: 'public_channel,private_channel', exclude_archived: 'true', limit: '200', cursor },
    });
    const list = pick(body, 'channels');
    for (const c of Array.isArray(list) ? list : []) {
      const id = pickString(c, 'id');
      if (id) channels.push({ id, name: pickString(c, 'name') ?? id });
    }
    cursor = pickString(body, 'response_metadata', 'next_cursor') ?? '';
    if (!cursor) break;
  }
  return channels;
};

export interface TSlackPost {
  channel: string;
  text: string;
  threadTs?: string;
  username?: string;
  iconUrl?: string;
  blocks?: unknown[];
}

/** chat.postMessage; answers the message's ts (the thread id of a parent message). */
export const postMessage = async (target: TSlackTarget, token: string, post: TSlackPost) => {
  const body = await slackCall(target, 'chat.postMessage', {
    token,
    json: {
      channel: post.channel,
      text: post.text,
      unfurl_links: false,
      ...(post.threadTs && { thread_ts: post.threadTs }),
      ...(post.username && { username: post.username }),
      ...(post.iconUrl && { icon_url: post.iconUrl }),
      ...(post.blocks && { blocks: post.blocks }),
    },
  });
  const ts = pickString(body, 'ts');
  if (!ts) throw new ProviderError('Slack answered without a message ts', 502);
  return ts;
};

/** users.info: the Slack user's email (scope users:read.email) and display name. */
export const userInfo = async (target: TSlackTarget, token: string, user: string) => {
  const body = await slackCall(target, 'users.info', { token, form: { user } });
  return {
    email: pickString(body, 'user', 'profile', 'email') ?? null,
    name:
      pickString(body, 'user', 'profile', 'display_name') ||
      pickString(body, 'user', 'real_name') ||
      pickString(body, 'user', 'name') ||
      user,
  };
};

/** Slack's own hosts for files (files.slack.com) or the configured API's origin (the local stand-in in tests). */
export const isSlackFileOrigin = (target: TSlackTarget, url: string) => {
  try {
    const u = new URL(url);
    return u.origin === new URL(target.apiUrl).origin || (u.protocol === 'https:' && u.hostname === 'files.slack.com');
  } catch {
    return false;
  }
};

/**
 * Uploads a file into the thread (Slack's external upload: get an upload URL, POST the bytes to it, then
 * complete the upload into the channel and thread).
 */
export const uploadFile = async (
  target: TSlackTarget,
  token: string,
  file: { bytes: Buffer; fileName: string; channel: string; threadTs: string },
) => {
  const start = await slackCall(target, 'files.getUploadURLExternal', {
    token,
    form: { filename: file.fileName, length: String(file.bytes.length) },
  });
  const uploadUrl = pickString(start, 'upload_url');
  const fileId = pickString(start, 'file_id');
  if (!uploadUrl || !fileId) throw new ProviderError('Slack answered without an upload URL', 502);
  if (!isSlackFileOrigin(target, uploadUrl)) throw new ProviderError('Slack gave an upload URL off its hosts', 400);
  await providerFetch(
    uploadUrl,
    { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(file.bytes) },
    { timeoutMs: target.timeoutMs, errorMessage: (_b, status) => `Slack's upload answered HTTP ${status}` },
  );
  await slackCall(target, 'files.completeUploadExternal', {
    token,
    json: { files: [{ id: fileId, title: file.fileName }], channel_id: file.channel, thread_ts: file.threadTs },
  });
  return fileId;
};
