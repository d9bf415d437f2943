import type { TDeps } from '../../deps.ts';
import type { TTx } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import * as contactsRepo from '../contacts/contacts.repo.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import type { TVisitor } from './visitor.service.ts';
import * as repo from './visitor.repo.ts';
import { isValidIdentifierHash } from './widgetToken.ts';

export interface TVisitorContactInput {
  name?: string;
  email?: string;
  phone_number?: string;
  identifier?: string;
  identifier_hash?: string;
  custom_attributes?: Record<string, unknown>;
  additional_attributes?: Record<string, unknown>;
}

export interface THmacSettings {
  hmacToken: string;
  hmacMandatory: boolean;
}

export const HMAC_FAILED = 'HMAC failed: Invalid Identifier Hash Provided';

/**
 * Identity validation: a given identifier_hash must be HMAC-SHA256(hmac_token, identifier); when the
 * inbox makes it mandatory, an identifier without a valid hash is refused. Returns whether it verified.
 */
export const checkIdentifierHash = (hmac: THmacSettings, identifier: string | undefined, hash: string | undefined) => {
  if (!identifier) {
    if (hash) throw new AppError('unauthenticated', HMAC_FAILED);
    return false;
  }
  const valid = isValidIdentifierHash(hmac.hmacToken, identifier, hash);
  if ((hash || hmac.hmacMandatory) && !valid) throw new AppError('unauthenticated', HMAC_FAILED);
  return valid;
};

/** Moves the visitor's identity onto an existing contact (Chatwoot's contact merge on identify). */
const adopt = async (tx: TTx, v: TVisitor, target: contactsRepo.TContactRow): Promise<TVisitor> => {
  if (target.id === v.contact.id) return v;
  await repo.moveContactInbox(tx, v.contactInbox.id, v.contact.id, target.id);
  await repo.deleteContactIfOrphan(tx, v.contact.id);
  return { ...v, contact: target, contactInbox: { ...v.contactInbox, contactId: target.id } };
};

/**
 * Updates the visitor's contact (widget PATCH contact, set_user, client API PATCH). An identifier,
 * email or phone already held by another contact of the account makes the visitor that contact,
 * unless the visitor is already identified as someone else (then the colliding field is ignored).
 */
export const updateVisitorContact = async (
  deps: TDeps,
  v: TVisitor,
  input: TVisitorContactInput,
  hmac: THmacSettings,
): Promise<TVisitor> => {
  const verified = checkIdentifierHash(hmac, input.identifier, input.identifier_hash);
  return deps.db.transaction(async (tx) => {
    let cur = v;
    const email = input.email === '' ? undefined : input.email;
    const phone = input.phone_number === '' ? undefined : input.phone_number;
    if (input.identifier && input.identifier !== cur.contact.identifier) {
      const owner = await contactsRepo.findDuplicate(
        tx,
        cur.accountId,
        { identifier: input.identifier },
        cur.contact.id,
      );
      if (owner) cur = await adopt(tx, cur, owner);
      else if (cur.contact.identifier && !verified && cur.contactInbox.hmacVerified)
        throw new AppError('unauthenticated', HMAC_FAILED);
    }
    const patch: Partial<contactsRepo.TContactRow> = {};
    if (input.identifier && !cur.contact.identifier) patch.identifier = input.identifier;
    for (const [field, value] of [
      ['email', email],
      ['phoneNumber', phone],
    ] as const) {
      if (!value || value === cur.contact[field]) continue;
      const owner = await contactsRepo.findDuplicate(
        tx,
        cur.accountId,
        field === 'email' ? { email: value } : { phoneNumber: value },
        cur.contact.id,
      );
      if (!owner) patch[field] = value;
      else if (!cur.contact.identifier) cur = await adopt(tx, cur, owner);
    }
    if (input.name) patch.name = input.name;
    if (input.custom_attributes)
      patch.customAttributes = { ...cur.contact.customAttributes, ...input.custom_attributes };
    if (input.additional_attributes)
      patch.additionalAttributes = { ...cur.contact.additionalAttributes, ...input.additional_attributes };
    const contact = Object.keys(patch).length
      ? ((await contactsRepo.updateContact(tx, cur.accountId, cur.contact.id, patch)) ?? cur.contact)
      : cur.contact;
    const contactInbox =
      verified && !cur.contactInbox.hmacVerified
        ? await repo.updateContactInbox(tx, cur.contactInbox.id, { hmacVerified: true })
        : cur.contactInbox;
    if (contact !== v.contact || contactInbox !== v.contactInbox)
      await appendEvent(tx, cur.accountId, 'contact.updated', presentContact(contact), {
        kind: 'account',
      });
    return { ...cur, contact, contactInbox };
  });
};

/** Removes custom attribute keys from the visitor's contact. */
export const removeContactAttributes = (deps: TDeps, v: TVisitor, keys: string[]) =>
  deps.db.transaction(async (tx) => {
    const attrs = Object.fromEntries(Object.entries(v.contact.customAttributes).filter(([k]) => !keys.includes(k)));
    const contact =
      (await contactsRepo.updateContact(tx, v.accountId, v.contact.id, { customAttributes: attrs })) ?? v.contact;
    await appendEvent(tx, v.accountId, 'contact.updated', presentContact(contact), {
      kind: 'account',
    });
    return { ...v, contact };
  });
