import fs from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_FILE_TYPES } from '../../../../common/contracts/conversationsActions.ts';
import type { TStoredFile } from '../../attachments/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { sendMessage } from '../../conversations/index.ts';
import { countRecentMessages } from './actions.repo.ts';
import type { TActionRun } from './actionRun.ts';

/** Chatwoot's guard against automation loops: no more messages once a conversation has 200 in a minute. */
export const FLOOD_LIMIT = { messages: 200, windowSeconds: 60 } as const;

export const isFlooded = async (run: Pick<TActionRun, 'tx'>, c: TConversationRow) =>
  (await countRecentMessages(run.tx, c.id, new Date(Date.now() - FLOOD_LIMIT.windowSeconds * 1000))) >=
  FLOOD_LIMIT.messages;

/** send_message / add_private_note: an outgoing reply (sent on the channel) or a private note. */
export const recordActionMessage = async (
  run: TActionRun,
  c: TConversationRow,
  content: string,
  isPrivate: boolean,
) => {
  if (await isFlooded(run, c)) {
    run.deps.log.warn(
      { conversationId: c.id, actor: run.actor.kind },
      'automation message skipped: conversation flooded',
    );
    return c;
  }
  // The author follows from the actor: the macro's runner, or no one for a rule (marked automation_rule_id).
  const recorded = await sendMessage(run.tx, run.actor, c, { content, private: isPrivate });
  return recorded?.conversation ?? c;
};

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/**
 * send_attachment: a file uploaded to the account (POST …/upload answers its blob_key) sent as an
 * outgoing message. A key outside the account's uploads, or a file since removed, sends nothing.
 */
export const recordAttachment = async (run: TActionRun, c: TConversationRow, key: string) => {
  if (!key.startsWith(`accounts/${c.accountId}/uploads/`) || key.includes('..')) return c;
  const stat = await fs.stat(path.join(run.deps.uploads.root, key)).catch(() => null);
  if (!stat?.isFile() || (await isFlooded(run, c))) return c;
  const extension = path.extname(key).slice(1).toLowerCase();
  const file: TStoredFile = {
    fileKey: key,
    fileName: path.basename(key),
    contentType: MIME[extension] ?? 'application/octet-stream',
    extension,
    fileSize: stat.size,
    fileType: ATTACHMENT_FILE_TYPES.indexOf(MIME[extension] ? 'image' : 'file'),
  };
  const recorded = await sendMessage(run.tx, run.actor, c, { content: null, files: [file] });
  return recorded?.conversation ?? c;
};
