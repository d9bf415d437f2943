import { audit } from '../auditLogs/index.ts';
import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { moveContactConversations } from '../conversationCore/index.ts';
import { audienceFor, present } from '../conversationCore/index.ts';
import { recordMessage } from '../messages/index.ts';
import { moveNotes } from '../contacts/index.ts';
import * as repo from '../contacts/index.ts';
import { getContact, presentContact } from '../contacts/index.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * actions/contact_merge: the mergee's conversations, contact inboxes, notes, labels and attributes move
 * to the base contact, which keeps its own values where both have one; the mergee is deleted. Each moved
 * conversation gets an activity message saying so. One transaction: all of it or none.
 */
export const mergeContacts = async (deps: TDeps, m: TMembership, baseId: number, mergeeId: number) => {
  if (baseId === mergeeId) throw AppError.invalid('mergee_contact_id', errorText('differentContactRequired'));
  const base = await getContact(deps, m, baseId);
  const mergee = await getContact(deps, m, mergeeId);
  const merged = await deps.db.transaction(async (tx) => {
    const moved = await moveContactConversations(tx, m.accountId, mergee.id, base.id);
    await moveNotes(tx, m.accountId, mergee.id, base.id);
    // The mergee goes first so its email/phone/identifier are free for the base to take over.
    const deleted = await repo.deleteContact(tx, m.accountId, mergee.id);
    if (!deleted) throw new AppError('not_found', errorText('contactNotFound'));
    const updated = await repo.updateContact(tx, m.accountId, base.id, {
      name: base.name || mergee.name,
      email: base.email ?? mergee.email,
      phoneNumber: base.phoneNumber ?? mergee.phoneNumber,
      identifier: base.identifier ?? mergee.identifier,
      avatarKey: base.avatarKey ?? mergee.avatarKey,
      labels: [...new Set([...base.labels, ...mergee.labels])],
      customAttributes: { ...mergee.customAttributes, ...base.customAttributes },
      additionalAttributes: { ...mergee.additionalAttributes, ...base.additionalAttributes },
      lastActivityAt:
        [base.lastActivityAt, mergee.lastActivityAt]
          .filter((d): d is Date => d !== null)
          .sort((a, b) => b.getTime() - a.getTime())[0] ?? null,
    });
    if (!updated) throw new AppError('not_found', errorText('contactNotFound'));
    const content = `${mergee.name || mergee.email || `#${mergee.id}`} was merged into ${base.name || base.email || `#${base.id}`}`;
    for (const c of moved) {
      await recordMessage(tx, { origin: 'merge', conversation: c, content });
      // Open conversation screens swap the contact in place (agents only).
      await appendEvent(
        tx,
        m.accountId,
        'conversation.contact_changed',
        await present(tx, c),
        await audienceFor(tx, c, true),
      );
    }
    const who = (c: typeof base) => ({ id: c.id, name: c.name, email: c.email, phone_number: c.phoneNumber });
    await audit(
      tx,
      m,
      'merge',
      { type: 'Contact', id: base.id, name: updated.name || updated.email },
      { mergee: who(mergee) },
      { base: who(updated) },
    );
    await appendEvent(tx, m.accountId, 'contact.deleted', presentContact(deleted), {
      kind: 'account',
    });
    await appendEvent(tx, m.accountId, 'contact.updated', presentContact(updated), {
      kind: 'account',
    });
    return presentContact(updated);
  });
  // The base kept its own picture: the mergee's file is no longer referenced (only after commit).
  if (base.avatarKey && mergee.avatarKey) await deps.uploads.remove(mergee.avatarKey);
  return merged;
};
