import type { ImapFlow } from 'imapflow';
import type { TDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { messageExists } from '../providers/index.ts';
import { emailImportJob, importKey } from './emailImport.job.ts';
import { findMailboxState, saveCursor } from './emailMailbox.repo.ts';
import { messageIdHeaderIn, messageIdOf } from './emailParse.ts';

/** At most this many messages are queued by one pass; the next pass (at once) goes on from the cursor. */
export const SYNC_BATCH = 500;
/** A message larger than this is skipped (logged): the relay's own limit. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const DAY_MS = 24 * 3600 * 1000;

export interface TSyncTarget {
  inboxId: number;
  accountId: number;
}

export interface TSyncResult {
  queued: number;
  /** Messages the inbox already held (a resync after a UIDVALIDITY change, a pass repeated after a crash). */
  known: number;
  /** More new messages wait beyond this pass's SYNC_BATCH. */
  more: boolean;
  /** 'uid': the UIDs after the cursor; 'date': a date-bounded resync (first pass, or UIDVALIDITY changed). */
  mode: 'uid' | 'date';
}

const uidsOf = async (client: ImapFlow, query: Parameters<ImapFlow['search']>[0]) => {
  const found = await client.search(query, { uid: true });
  return (found || []).sort((a, b) => a - b);
};

/**
 * One pass over INBOX (opened read-only by the caller) for one inbox: which UIDs are new, their Message-IDs
 * first (BODY.PEEK of one header), then, for those the inbox does not hold yet, the whole message
 * (BODY.PEEK[]: nothing is marked seen, moved or deleted), each queued as an email.import job keyed by
 * Message-ID. The cursor is INBOX's UIDVALIDITY and the last UID handled; without one (first pass), or when
 * the server's UIDVALIDITY changed (the UIDs mean other messages now), the pass looks at mail since a day
 * before the last completed pass instead, and Message-IDs keep it from importing anything twice.
 */
export const syncPass = async (
  deps: TDeps,
  client: ImapFlow,
  target: TSyncTarget,
  now = new Date(),
  batchSize = SYNC_BATCH,
): Promise<TSyncResult> => {
  const box = client.mailbox;
  if (!box) throw new Error('INBOX is not open');
  const uidValidity = Number(box.uidValidity);
  const state = await findMailboxState(deps.db, target.inboxId);
  const sameMailbox = state?.uidValidity === uidValidity;
  const after = sameMailbox ? state.lastUid : 0;
  const since = new Date((state?.syncedAt ?? now).getTime() - DAY_MS);
  const candidates = sameMailbox
    ? (await uidsOf(client, { uid: `${after + 1}:*` })).filter((u) => u > after)
    : await uidsOf(client, { since });
  const batch = candidates.slice(0, batchSize);
  const more = candidates.length > batch.length;

  // Message-IDs first: a message the inbox holds is never downloaded again.
  const wanted = new Map<number, string | undefined>();
  let known = 0;
  if (batch.length) {
    for await (const m of client.fetch(batch.join(','), { uid: true, headers: ['message-id'] }, { uid: true })) {
      const header = messageIdHeaderIn(m.headers?.toString('utf8') ?? '');
      if (header && (await messageExists(deps.db, target.inboxId, messageIdOf(header, Buffer.alloc(0))))) known++;
      else wanted.set(m.uid, header);
    }
  }
  let queued = 0;
  if (wanted.size) {
    const set = [...wanted.keys()].sort((a, b) => a - b).join(',');
    for await (const m of client.fetch(set, { uid: true, source: true }, { uid: true })) {
      const raw = m.source;
      if (!raw) continue;
      if (raw.length > MAX_IMPORT_BYTES) {
        deps.log.warn({ inboxId: target.inboxId, uid: m.uid, bytes: raw.length }, 'imap message too large, skipped');
        continue;
      }
      const messageId = messageIdOf(wanted.get(m.uid), raw);
      await enqueueJob(
        deps.db,
        emailImportJob,
        { inboxId: target.inboxId, raw: raw.toString('base64') },
        { accountId: target.accountId, dedupeKey: importKey(target.inboxId, messageId) },
      );
      queued++;
    }
  }
  // A complete date-bounded pass skips what lies before its window for good: the cursor moves to the end.
  const uidNext = Number(box.uidNext ?? 0);
  const handled = batch.at(-1) ?? after;
  const lastUid = more ? handled : Math.max(handled, uidNext > 0 ? uidNext - 1 : 0, after);
  await saveCursor(deps.db, target, { uidValidity, lastUid, synced: !more });
  return { queued, known, more, mode: sameMailbox ? 'uid' : 'date' };
};
