import { integrationActor, userActor, type Actor } from '../../../../common/actor.ts';
import { ATTACHMENT_MAX_BYTES } from '../../../../common/contracts/conversationsActions.ts';
import { fromValue, ROLE_VALUE } from '../../../../common/enums.ts';
import type { TDeps } from '../../../deps.ts';
import type { TExecutor } from '../../../db/client.ts';
import { defineJob, PermanentJobError } from '../../../jobs/queue.ts';
import { outboundPolicy } from '../../../lib/outbound/outboundGuard.ts';
import { providerDownload, ProviderError } from '../../../lib/providerHttp.ts';
import { storeAttachment, type TStoredFile } from '../../attachments/index.ts';
import { findConversationByDisplayId, mayActOn, type TConversationRow } from '../../conversationCore/index.ts';
import { sendMessage } from '../../conversations/index.ts';
import { findMembership, findUserByEmail } from '../../users/index.ts';
import { findSlackHook } from './slack.repo.ts';
import { userInfo, type TSlackTarget } from './slackClient.ts';
import { slackTarget, slackTokenOf } from './slack.service.ts';

export interface TSlackFile {
  name: string;
  mimetype: string;
  urlPrivate: string;
}

export interface TSlackInboundJob {
  accountId: number;
  hookId: number;
  /** The conversation's display id. */
  conversationId: number;
  /** The reply's own ts (the message's external source id) and its Slack author. */
  ts: string;
  user: string | null;
  text: string;
  files: TSlackFile[];
}

/** `note:` or `private:` at the start makes the reply a private note (the prefix is dropped). */
export const noteOf = (text: string) => {
  const m = /^\s*(note|private)\s*:\s*/i.exec(text);
  return m ? { private: true, content: text.slice(m[0].length) } : { private: false, content: text };
};

/** Slack's mrkdwn entities back to text. */
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The Slack user as the account's agent of the same email, when there is one who may act on the conversation. */
const actorOf = async (deps: TDeps, tx: TExecutor, c: TConversationRow, email: string | null): Promise<Actor> => {
  const fallback = integrationActor(c.accountId, 'Slack');
  if (!email) return fallback;
  const user = await findUserByEmail(tx, email);
  const m = user ? await findMembership(tx, user.id, c.accountId) : null;
  if (!user || !m) return fallback;
  const actor = userActor(c.accountId, {
    id: user.id,
    name: user.name,
    role: fromValue(ROLE_VALUE, m.accountUser.role),
    customRoleId: m.accountUser.customRoleId,
  });
  return (await mayActOn(tx, actor, c)) ? actor : fallback;
};

/**
 * The Slack user's email, to write as the agent who has it. A refusal (a user Slack does not know, an app
 * without users:read.email) is not fatal: the reply is written as the Slack integration.
 */
const emailOf = async (deps: TDeps, target: TSlackTarget, token: string, user: string) => {
  try {
    return (await userInfo(target, token, user)).email;
  } catch (err) {
    if (!(err instanceof ProviderError && err.isPermanent)) throw err;
    deps.log.info({ status: err.status }, 'slack user look-up refused: the reply is written as Slack');
    return null;
  }
};

/** Slack files are fetched with the bot token from Slack's hosts or the configured API's (the stand-in in tests). */
const download = async (deps: TDeps, target: TSlackTarget, token: string, f: TSlackFile) => {
  const { bytes, contentType } = await providerDownload(
    f.urlPrivate,
    { headers: { authorization: `Bearer ${token}` } },
    {
      timeoutMs: Math.max(target.timeoutMs, 30_000),
      maxBytes: ATTACHMENT_MAX_BYTES,
      policy: outboundPolicy(deps.config),
      trustedOrigins: [new URL(target.apiUrl).origin],
    },
  );
  return { bytes, fileName: f.name || 'file', contentType: contentType ?? f.mimetype ?? 'application/octet-stream' };
};

/**
 * A reply in a conversation's Slack thread comes back (Chatwoot's Integrations::Slack::IncomingMessageBuilder)
 * as an outgoing message through the conversation commands: as the agent whose email the Slack user has, else
 * as the Slack integration; `note:`/`private:` make it a private note; its files are downloaded and attached.
 * The message carries `external_source_ids.slack` so it is not mirrored back.
 */
export const slackInboundJob = defineJob<TSlackInboundJob>(
  'integration.slack_inbound',
  async (data, { deps }) => {
    const hook = await findSlackHook(deps.db, data.accountId);
    if (!hook || hook.id !== data.hookId || hook.status !== 1) return;
    const target = slackTarget(deps);
    const { private: isPrivate, content } = noteOf(unescape(data.text));
    let email: string | null = null;
    const stored: TStoredFile[] = [];
    try {
      const token = await slackTokenOf(deps, hook);
      if (data.user) email = await emailOf(deps, target, token, data.user);
      for (const f of data.files)
        stored.push(await storeAttachment(deps, data.accountId, await download(deps, target, token, f)));
    } catch (err) {
      if (err instanceof ProviderError && err.isPermanent) {
        deps.log.warn({ hookId: hook.id, status: err.status }, 'slack refused a reply look-up');
        throw new PermanentJobError(err.message);
      }
      throw err;
    }
    if (!content.trim() && stored.length === 0) return;
    await deps.db.transaction(async (tx) => {
      const c = await findConversationByDisplayId(tx, data.accountId, data.conversationId);
      if (!c) return;
      await sendMessage(tx, await actorOf(deps, tx, c, email), c, {
        content: content.trim() ? content : null,
        private: isPrivate,
        files: stored,
        externalSourceIds: { slack: data.ts },
      });
    });
  },
  { maxAttempts: 3 },
);
