import type { TDeps } from '../../deps.ts';
import type { TTx } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import * as contactsRepo from '../contacts/index.ts';
import { presentContact } from '../contacts/index.ts';
import type { TVisitor } from './visitor.service.ts';
import * as repo from './visitor.repo.ts';
import { isValidIdentifierHash } from './widgetToken.ts';
import { errorText } from '../../lib/serverText.ts';

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
  /**
   * Fields the visitor typed into a form the inbox showed (pre-chat, email prompt): identity fields that
   * need a proof are skipped without one, instead of refusing the whole request.
   */
  soft?: boolean;
}

/**
 * Identity validation: a given identifier_hash must be HMAC-SHA256(hmac_token, identifier); when the
 * inbox makes it mandatory, an identifier without a valid hash is refused. Returns whether it verified.
 */
export const checkIdentifierHash = (hmac: THmacSettings, identifier: string | undefined, hash: string | undefined) => {
  if (!identifier) {
    if (hash) throw new AppError('unauthenticated', errorText('hmacFailed'));
    return false;
  }
  const valid = isValidIdentifierHash(hmac.hmacToken, identifier, hash);
  if ((hash || hmac.hmacMandatory) && !valid) throw new AppError('unauthenticated', errorText('hmacFailed'));
  return valid;
};

/**
 * A session (widget token, client API source id) may act as its contact unless the contact was verified
 * through another session: a verified contact is reached only by sessions that presented its hash.
 */
export const isSessionTrusted = (contactInbox: { hmacVerified: boolean }, contact: { identityVerified: boolean }) =>
  contactInbox.hmacVerified || !contact.identityVerified;

/**
 * Whether a visitor may take over `owner` by naming one of its identity fields: never a verified contact
 * unless this request proved its identifier (`proven` is then the identifier that was proven).
 */
export const mayClaim = (owner: contactsRepo.TContactRow, proven: string | null) =>
  !owner.identityVerified || (proven !== null && owner.identifier === proven);

/** Moves the visitor's identity onto an existing contact (Chatwoot's contact merge on identify). */
const adopt = async (tx: TTx, v: TVisitor, target: contactsRepo.TContactRow): Promise<TVisitor> => {
  if (target.id === v.contact.id) return v;
  await repo.moveContactInbox(tx, v.contactInbox.id, v.contact.id, target.id);
  await repo.deleteContactIfOrphan(tx, v.contact.id);
  return { ...v, contact: target, contactInbox: { ...v.contactInbox, contactId: target.id } };
};

const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

/**
 * Updates the visitor's contact (widget PATCH contact, set_user, pre-chat, email prompt, client API PATCH).
 * An identifier, email or phone already held by another contact of the account makes the visitor that
 * contact (Chatwoot's merge on identify), except that:
 * - a verified contact (see `identityVerified`) is taken over only with a valid hash for its identifier,
 *   and never by naming its email or phone: the colliding field is then ignored, silently, so the answer
 *   does not tell whether such a customer exists;
 * - a visitor already identified keeps its contact (the colliding field is ignored);
 * - with HMAC mandatory, email, phone and identifier change only with a valid hash in the request or a
 *   session that proved its identity before (401 otherwise, or skipped for form answers).
 */
export const updateVisitorContact = async (
  deps: TDeps,
  v: TVisitor,
  input: TVisitorContactInput,
  hmac: THmacSettings,
): Promise<TVisitor> => {
  const identifierInput = hmac.soft ? undefined : input.identifier;
  const proven = checkIdentifierHash(hmac, identifierInput, input.identifier_hash) ? (identifierInput ?? null) : null;
  const mayChangeIdentity = proven !== null || v.contactInbox.hmacVerified || !hmac.hmacMandatory;
  let email = blankToUndefined(input.email);
  let phone = blankToUndefined(input.phone_number);
  const changesIdentity =
    (email && email.toLowerCase() !== v.contact.email?.toLowerCase()) || (phone && phone !== v.contact.phoneNumber);
  if (changesIdentity && !mayChangeIdentity) {
    if (!hmac.soft) throw new AppError('unauthenticated', errorText('hmacFailed'));
    email = undefined;
    phone = undefined;
  }
  return deps.db.transaction(async (tx) => {
    let cur = v;
    if (identifierInput && identifierInput !== cur.contact.identifier) {
      const owner = await contactsRepo.findDuplicate(
        tx,
        cur.accountId,
        { identifier: identifierInput },
        cur.contact.id,
      );
      if (owner) {
        if (!mayClaim(owner, proven)) throw new AppError('unauthenticated', errorText('hmacFailed'));
        cur = await adopt(tx, cur, owner);
      } else if (cur.contact.identifier && !proven && cur.contactInbox.hmacVerified)
        throw new AppError('unauthenticated', errorText('hmacFailed'));
    }
    const patch: Partial<contactsRepo.TContactRow> = {};
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
      else if (
        !owner.identityVerified &&
        !cur.contact.identifier &&
        (!identifierInput || !owner.identifier || owner.identifier === identifierInput)
      )
        cur = await adopt(tx, cur, owner);
    }
    // An unproven identifier is replaced by a proven one; a verified contact keeps its identifier.
    if (identifierInput && (!cur.contact.identifier || (proven && !cur.contact.identityVerified)))
      patch.identifier = identifierInput;
    const isNowVerified = proven !== null && (patch.identifier ?? cur.contact.identifier) === proven;
    if (isNowVerified && !cur.contact.identityVerified) patch.identityVerified = true;
    if (input.name) patch.name = input.name;
    if (input.custom_attributes)
      patch.customAttributes = { ...cur.contact.customAttributes, ...input.custom_attributes };
    if (input.additional_attributes)
      patch.additionalAttributes = { ...cur.contact.additionalAttributes, ...input.additional_attributes };
    const contact = Object.keys(patch).length
      ? ((await contactsRepo.updateContact(tx, cur.accountId, cur.contact.id, patch)) ?? cur.contact)
      : cur.contact;
    const contactInbox =
      isNowVerified && !cur.contactInbox.hmacVerified
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
