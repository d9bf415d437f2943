import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { presentContact } from './contactPresenter.ts';
import { findContact } from './contacts.repo.ts';
import {
  eraseConversations,
  lockErasable,
  readErasedContents,
  scrubCopies,
  tombstoneContact,
} from './contactErase.repo.ts';

/** What an erased contact is called from then on (its conversations and reports show this). */
export const ERASED_NAME = 'Erased contact';

/**
 * The right to be forgotten (POST …/contacts/{id}/erase): everything about the person goes — who they are,
 * what they wrote and what was written to them, files, notes, CSAT comments, campaign rows, and the copies in
 * event payloads, webhook delivery bodies, notifications and finished jobs — in one transaction. The contact
 * and its conversations stay as skeletons (no personal data), so reports keep their counts. Files are removed
 * after commit. `contact.erased` (webhook `contact_erased`) carries ids only.
 */
export const eraseContact = async (deps: TDeps, m: TMembership, contactId: number) => {
  const files = await deps.db.transaction(async (tx) => {
    const found = await lockErasable(tx, m.accountId, contactId);
    if (!found) throw new AppError('not_found', errorText('contactNotFound'));
    const conversationIds = found.conversation_ids ?? [];
    const fullName = [found.name, found.middle_name, found.last_name].filter(Boolean).join(' ');
    const names = [...new Set([fullName, found.name].filter((n) => n.trim().length >= 2))].sort(
      (a, b) => b.length - a.length,
    );
    const contents = await readErasedContents(tx, conversationIds);
    const removed = await eraseConversations(tx, m.accountId, conversationIds, names, ERASED_NAME);
    await tombstoneContact(tx, m.accountId, contactId, ERASED_NAME);
    const needles = [
      ...names.filter((n) => n.trim().length >= 3),
      ...[found.email, found.phone_number, found.identifier].filter((v): v is string => !!v && v.length >= 3),
      ...(found.conversation_uuids ?? []),
      ...contents,
    ];
    await scrubCopies(tx, m.accountId, needles);
    // Who erased whom, without the person: the row names the contact by id only.
    await audit(tx, m, 'erase', { type: 'Contact', id: contactId, name: null }, null, null);
    // Open dashboards show the tombstone; webhooks hear contact_erased (ids only; no client is sent it).
    const tombstone = await findContact(tx, m.accountId, contactId);
    if (tombstone)
      await appendEvent(tx, m.accountId, 'contact.updated', presentContact(tombstone), { kind: 'account' });
    await appendEvent(
      tx,
      m.accountId,
      'contact.erased',
      { id: contactId, account_id: m.accountId, conversation_ids: conversationIds },
      { kind: 'nobody' },
    );
    return [...removed, found.avatar_key].filter((k): k is string => k !== null);
  });
  await Promise.all(files.map((k) => deps.uploads.remove(k)));
  return { id: contactId, erased: true as const };
};
