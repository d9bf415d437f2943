import type { TDeps } from '../../deps.ts';
import {
  archiveMessagesById,
  deleteMessagesById,
  findMessageBatch,
  type TPurgeScope,
} from './conversationPurge.repo.ts';

/**
 * Deletes the scope's messages `batch` at a time, keeping the reports' figures: each batch's files first (a
 * failure midway leaves rows whose files are gone, never files nobody points at), then, in one short
 * transaction, its report columns archived and its rows deleted (attachment rows go with them). For the
 * retention policy and a conversation's deletion; what went, counted.
 */
export const purgeMessagesKeepingFigures = async (deps: TDeps, scope: TPurgeScope, batch: number) => {
  const done = { messages: 0, files: 0, bytes: 0 };
  for (;;) {
    const msgs = await findMessageBatch(deps.db, scope, batch);
    if (!msgs.ids.length) return done;
    for (const key of msgs.keys) await deps.uploads.remove(key);
    await deps.db.transaction(async (tx) => {
      await archiveMessagesById(tx, msgs.ids);
      await deleteMessagesById(tx, msgs.ids);
    });
    done.messages += msgs.ids.length;
    done.files += msgs.files;
    done.bytes += msgs.bytes;
  }
};
