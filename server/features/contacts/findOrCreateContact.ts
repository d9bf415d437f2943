import crypto from 'node:crypto';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { randomToken } from '../../lib/crypto.ts';
import { presentContact } from './contactPresenter.ts';
import * as repo from './contacts.repo.ts';

/**
 * The contact door: the only way a contact and a contact inbox are created, for every origin. A new
 * contact announces contact.created (webhooks: contact_created) once, in the caller's transaction.
 */

/** Who creates the contact (the lead aligns this with common/actor.ts). */
export type TContactOrigin =
  'agent' | 'widget' | 'client_api' | 'provider' | 'email' | 'import' | 'campaign_reply' | 'campaign';

export interface TContactIdentity {
  accountId: number;
  /**
   * The key the origin knows the person by (a provider's phone number, an email sender's address): the
   * account's contact holding it is returned instead of a new one, also when a concurrent writer inserted it.
   */
  findBy?: { email: string } | { phoneNumber: string } | null;
  /** The new contact's fields. */
  values: Omit<repo.TNewContactRow, 'accountId'>;
  /**
   * A unique key (email, phone, identifier) already held by another contact: 'skip' answers null (a data
   * import reports the row); by default the database's unique violation is thrown (an API 422).
   */
  ifTaken?: 'skip';
}

export interface TFoundContact {
  contact: repo.TContactRow;
  /** False when an existing contact was found by `findBy`. */
  created: boolean;
}

const announceCreated = (tx: TExecutor, contact: repo.TContactRow) =>
  appendEvent(tx, contact.accountId, 'contact.created', presentContact(contact), { kind: 'account' });

const findByKey = (tx: TExecutor, accountId: number, key: TContactIdentity['findBy']) =>
  key ? repo.findDuplicate(tx, accountId, key) : Promise.resolve(null);

export function findOrCreateContact(
  tx: TExecutor,
  origin: TContactOrigin,
  input: TContactIdentity & { ifTaken: 'skip' },
): Promise<TFoundContact | null>;
export function findOrCreateContact(
  tx: TExecutor,
  origin: TContactOrigin,
  input: TContactIdentity,
): Promise<TFoundContact>;
export async function findOrCreateContact(
  tx: TExecutor,
  _origin: TContactOrigin,
  input: TContactIdentity,
): Promise<TFoundContact | null> {
  const existing = await findByKey(tx, input.accountId, input.findBy);
  if (existing) return { contact: existing, created: false };
  const values = { ...input.values, accountId: input.accountId, name: (input.values.name ?? '').slice(0, 255) };
  // A plain insert lets a unique violation reach the caller (API 422) unless the origin absorbs it.
  const contact =
    input.findBy || input.ifTaken
      ? await repo.insertContactUnlessTaken(tx, values)
      : await repo.insertContact(tx, values);
  if (contact) {
    await announceCreated(tx, contact);
    return { contact, created: true };
  }
  if (input.ifTaken === 'skip') return null;
  // Inserted by a concurrent writer between the look-up and the insert.
  const raced = await findByKey(tx, input.accountId, input.findBy);
  if (!raced) throw new Error('contact insert conflicted but no contact was found');
  return { contact: raced, created: false };
}

export interface TContactInboxLink {
  contactId: number;
  inboxId: number;
  /** The contact's identity in the inbox (phone, address, PSID…); a new UUID when not given. */
  sourceId?: string;
  /** The identity was proven with the inbox's HMAC (client API). */
  hmacVerified?: boolean;
}

/**
 * The contact's identity in an inbox: the only way a contact_inboxes row is created. When the inbox
 * already has this source id, that row is returned as it is (`created: false`), whoever's contact it is:
 * the caller decides whether another contact's link is an error.
 */
export const linkContactInbox = async (tx: TExecutor, _origin: TContactOrigin, link: TContactInboxLink) => {
  const sourceId = link.sourceId ?? crypto.randomUUID();
  const created = await repo.insertContactInboxUnlessTaken(tx, {
    contactId: link.contactId,
    inboxId: link.inboxId,
    sourceId,
    pubsubToken: randomToken(18),
    hmacVerified: link.hmacVerified ?? false,
  });
  if (created) return { contactInbox: created, created: true };
  const existing = await repo.findContactInboxBySource(tx, link.inboxId, sourceId);
  if (!existing) throw new Error('contact inbox insert conflicted but no contact inbox was found');
  return { contactInbox: existing, created: false };
};
