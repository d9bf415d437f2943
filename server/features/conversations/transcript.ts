import type { TExecutor } from '../../db/client.ts';
import { findBotRows } from '../agentBots/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { findContactRows, findUserRows } from '../messages/index.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import { ASSISTANT_SENDER_TYPE, findAssistantSenders } from '../conversationCore/index.ts';
import { gather } from '../../db/gather.ts';
import { serverText } from '../../lib/serverText.ts';
import { renderMarkdown } from '../../../common/markdown.ts';

/**
 * Plain text from message content: the markdown pipeline's text twin (common/markdown.ts: mentions as @Name,
 * links as "text (url)", marks dropped), then any tags an HTML-sent message carries dropped too.
 */
export const plainText = (content: string) =>
  renderMarkdown(content)
    .text.replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** One block per message: "Name (time):" then the text, then attachment links. */
export const transcriptText = async (db: TExecutor, c: TConversationRow, rows: TMessageRow[], baseUrl = '') => {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.senderType === type && r.senderId).map((r) => r.senderId!)),
  ];
  const [us, cs, bs, as, files] = await gather(db, [
    () => findUserRows(db, ids('User')),
    () => findContactRows(db, [c.contactId]),
    () => findBotRows(db, ids('AgentBot')),
    () => findAssistantSenders(db, ids(ASSISTANT_SENDER_TYPE)),
    () =>
      attachmentsByMessage(
        db,
        rows.map((r) => r.id),
      ),
  ]);
  const t = serverText('mail', null);
  const nameOf = (r: TMessageRow) =>
    r.senderType === 'User'
      ? (us.find((u) => u.id === r.senderId)?.name ?? t('transcriptAgent'))
      : r.senderType === 'Contact'
        ? (cs[0]?.name ?? t('transcriptCustomer'))
        : r.senderType === ASSISTANT_SENDER_TYPE
          ? (as.find((a) => a.id === r.senderId)?.name ?? t('transcriptBot'))
          : (bs.find((b) => b.id === r.senderId)?.name ?? t('transcriptBot'));
  const blocks = rows.map((r) => {
    const links = (files.get(r.id) ?? []).map(
      (f) => `[${f.fileName ?? t('transcriptAttachment')}] ${f.externalUrl ?? `${baseUrl}/uploads/${f.fileKey ?? ''}`}`,
    );
    return [`${nameOf(r)} (${r.createdAt.toISOString()}):`, plainText(r.content ?? ''), ...links].join('\n');
  });
  return [t('transcriptHeading', { id: c.displayId }), '', ...blocks.flatMap((b) => [b, ''])].join('\n');
};
