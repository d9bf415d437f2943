import type { TDeps } from '../../../deps.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { pick, pickString } from '../../../lib/providerHttp.ts';
import { errorText } from '../../../lib/serverText.ts';
import { findThreadByTs } from './slack.repo.ts';
import { slackConfigOf } from './slackConfig.ts';
import { slackInboundJob, type TSlackFile } from './slackInbound.job.ts';
import { isSlackRequestValid } from './slackSignature.ts';

/** Message subtypes that are a person's words or files; edits, joins, bot posts and the rest are not replies. */
const REPLY_SUBTYPES = new Set([undefined, 'file_share', 'thread_broadcast']);

const filesOf = (event: unknown): TSlackFile[] => {
  const list = pick(event, 'files');
  return (Array.isArray(list) ? list : []).flatMap((f) => {
    const urlPrivate = pickString(f, 'url_private_download') ?? pickString(f, 'url_private');
    return urlPrivate
      ? [{ name: pickString(f, 'name') ?? 'file', mimetype: pickString(f, 'mimetype') ?? '', urlPrivate }]
      : [];
  });
};

/**
 * POST /api/v1/integrations/webhooks, Slack's Events API. The raw body must carry a valid v0 signature of the
 * installation's signing secret, at most five minutes old (401 otherwise). `url_verification` answers the
 * challenge. A person's message in a thread the helpdesk started (channel + thread ts) is queued as a reply
 * for that thread's account, once per event id; anything else (bots, our own posts, other channels, a
 * thread of a hook of another workspace or a channel the hook left) is acknowledged and dropped.
 */
export const receiveSlackEvent = async (
  deps: TDeps,
  raw: string,
  body: unknown,
  headers: { timestamp: string | undefined; signature: string | undefined },
) => {
  const secret = slackConfigOf(deps.config).signingSecret;
  if (!secret || !isSlackRequestValid(secret, headers, raw))
    throw new AppError('unauthenticated', errorText('invalidWebhookSignature'));
  const type = pickString(body, 'type');
  if (type === 'url_verification') return { challenge: pickString(body, 'challenge') ?? '' };
  if (type !== 'event_callback') return {};
  const event = pick(body, 'event');
  const channel = pickString(event, 'channel');
  const ts = pickString(event, 'ts');
  const threadTs = pickString(event, 'thread_ts');
  const subtype = pickString(event, 'subtype');
  if (pickString(event, 'type') !== 'message' || !REPLY_SUBTYPES.has(subtype)) return {};
  if (pick(event, 'bot_id') || pick(event, 'bot_profile')) return {};
  if (!channel || !ts || !threadTs || threadTs === ts) return {};
  const found = await findThreadByTs(deps.db, channel, threadTs);
  if (!found) return {};
  const { hook, thread } = found;
  const user = pickString(event, 'user') ?? null;
  const teamId = pickString(body, 'team_id');
  const settings = hook.settings;
  if (hook.appId !== 'slack' || hook.status !== 1 || hook.referenceId !== channel) return {};
  if (settings.message_mode === 'alert') return {};
  if (teamId && typeof settings.team_id === 'string' && settings.team_id && settings.team_id !== teamId) return {};
  if (user && user === settings.bot_user_id) return {};
  const eventId = pickString(body, 'event_id') ?? `${channel}:${ts}`;
  await enqueueJob(
    deps.db,
    slackInboundJob,
    {
      accountId: thread.accountId,
      hookId: hook.id,
      conversationId: found.displayId,
      ts,
      user,
      text: pickString(event, 'text') ?? '',
      files: filesOf(event),
    },
    { accountId: thread.accountId, dedupeKey: `slack:${eventId}` },
  );
  return {};
};
