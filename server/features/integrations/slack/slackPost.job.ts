import fs from 'node:fs/promises';
import path from 'node:path';
import { publicUrl, type TDeps } from '../../../deps.ts';
import { defineJob, PermanentJobError } from '../../../jobs/queue.ts';
import { ProviderError } from '../../../lib/providerHttp.ts';
import { attachmentsByMessage } from '../../attachments/index.ts';
import type { THookRow } from '../integrations.repo.ts';
import { findConversationBrief, findSlackHook, findThread, insertThread, lockThread } from './slack.repo.ts';
import { postMessage, uploadFile } from './slackClient.ts';
import { slackTarget, slackTokenOf } from './slack.service.ts';

export interface TSlackPostJob {
  accountId: number;
  hookId: number;
  messageId: number;
  /** The conversation's display id. */
  conversationId: number;
  content: string | null;
  private: boolean;
  /** Who wrote it (the agent's or the contact's name), shown as the Slack post's author. */
  senderName: string | null;
  avatarUrl: string | null;
}

/** Slack's mrkdwn escapes: &, < and > (links and mentions are written with <…>). */
export const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const modeOf = (hook: THookRow) => (hook.settings.message_mode === 'alert' ? 'alert' : 'two_way');

/** The parent message of a conversation's thread: who, where, and a link to the conversation. */
const parentText = (
  deps: TDeps,
  accountId: number,
  c: { displayId: number; contactName: string | null; inboxName: string },
) => {
  const link = `${publicUrl(deps)}/app/accounts/${accountId}/conversations/${c.displayId}`;
  const who = slackEscape(c.contactName?.trim() || 'a visitor');
  return `New conversation #${c.displayId} from *${who}* in ${slackEscape(c.inboxName)} — <${link}|Open in the helpdesk>`;
};

/** The message's stored files (files kept only as links are left out). */
const filesOf = async (deps: TDeps, messageId: number) => {
  const root = path.resolve(deps.uploads.root);
  const rows = (await attachmentsByMessage(deps.db, [messageId])).get(messageId) ?? [];
  return Promise.all(
    rows
      .filter((f) => f.fileKey && path.resolve(root, f.fileKey).startsWith(`${root}${path.sep}`))
      .map(async (f) => ({
        fileName: f.fileName ?? 'file',
        bytes: await fs.readFile(path.resolve(root, f.fileKey ?? '')),
      })),
  );
};

/**
 * Mirrors one message to Slack (Chatwoot's Integrations::Slack::SendOnSlackService): the conversation's first
 * message posts the parent alert in the hook's channel and keeps its ts as the thread (under a lock, so two
 * messages at once make one parent); in two-way mode every message then follows in the thread under its
 * author's name, its files uploaded into the thread, a private note marked as one. Alert mode posts the
 * parent only. Slack's permanent refusals (revoked token, unknown channel) fail the job at once; the rest retry.
 */
export const slackPostJob = defineJob<TSlackPostJob>(
  'integration.slack_post',
  async (data, { deps }) => {
    const hook = await findSlackHook(deps.db, data.accountId);
    if (!hook || hook.id !== data.hookId || hook.status !== 1 || !hook.referenceId) return;
    const channel = hook.referenceId;
    const conv = await findConversationBrief(deps.db, data.accountId, data.conversationId);
    if (!conv) return;
    const target = slackTarget(deps);
    try {
      const token = await slackTokenOf(deps, hook);
      const threadTs = await deps.db.transaction(async (tx) => {
        await lockThread(tx, hook.id, conv.id);
        const known = await findThread(tx, hook.id, conv.id);
        if (known) return known.threadTs;
        const ts = await postMessage(target, token, { channel, text: parentText(deps, data.accountId, conv) });
        await insertThread(tx, {
          accountId: data.accountId,
          hookId: hook.id,
          conversationId: conv.id,
          channel,
          threadTs: ts,
        });
        return ts;
      });
      if (modeOf(hook) === 'alert') return;
      const text = data.content?.trim() ? slackEscape(data.content) : '';
      const author = {
        ...(data.senderName && { username: data.senderName.slice(0, 80) }),
        ...(data.avatarUrl && /^https?:\/\//.test(data.avatarUrl) && { iconUrl: data.avatarUrl }),
      };
      if (text)
        await postMessage(target, token, {
          channel,
          threadTs,
          text: data.private ? `:lock: _Private note_\n${text}` : text,
          ...author,
        });
      for (const file of await filesOf(deps, data.messageId))
        await uploadFile(target, token, { ...file, channel, threadTs });
    } catch (err) {
      if (err instanceof ProviderError && err.isPermanent) {
        deps.log.warn({ hookId: hook.id, status: err.status }, 'slack refused the post');
        throw new PermanentJobError(err.message);
      }
      throw err;
    }
  },
  { maxAttempts: 3 },
);
