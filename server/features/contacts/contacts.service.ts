import { audit } from '../auditLogs/index.ts';
import {
  CONTACTS_PER_PAGE,
  CONTACT_SEARCH_COUNT_CAP,
  type TContact,
  type TContactSort,
  type TCreateContactRequest,
  type TUpdateContactRequest,
} from '../../../common/contracts/contacts.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { getInbox } from '../inboxes/index.ts';
import { presentContactInbox } from './contactInboxes.presenter.ts';
import { presentContact } from './contactPresenter.ts';
import * as repo from './contacts.repo.ts';
import { findOrCreateContact, linkContactInbox } from './findOrCreateContact.ts';
import { errorText } from '../../lib/serverText.ts';

export { presentContact };

export const parseSort = (sort: string | undefined): { sort: TContactSort; desc: boolean } =>
  sort
    ? { sort: sort.replace(/^-/, '') as TContactSort, desc: sort.startsWith('-') }
    : { sort: 'last_activity_at', desc: true };

export interface TContactListOptions {
  page: number;
  /** meta.current_page as Chatwoot echoes it: the page parameter as sent, else 1. */
  currentPage?: string | number;
  sort?: string;
  q?: string;
  labels?: string[];
  filter?: repo.TContactCondition;
  onlineOnly?: boolean;
  /** Rows carry contact_inboxes unless include_contact_inboxes=false (Chatwoot's default). */
  includeContactInboxes?: 'true' | 'false';
}

/** Each contact with its contact inboxes, as Chatwoot's list rows carry them. */
const withContactInboxes = async (deps: TDeps, contacts: TContact[]) => {
  const links = await repo.listInboxLinks(
    deps.db,
    contacts.map((c) => c.id),
  );
  return contacts.map((c) => ({
    ...c,
    contact_inboxes: links
      .filter((l) => l.contactInbox.contactId === c.id)
      .map((l) => presentContactInbox(l.contactInbox, l.inbox)),
  }));
};

export const list = async (deps: TDeps, m: TMembership, opts: TContactListOptions) => {
  const query = {
    accountId: m.accountId,
    page: opts.page,
    perPage: CONTACTS_PER_PAGE,
    q: opts.q || undefined,
    labels: opts.labels?.filter(Boolean),
    filter: opts.filter,
    onlineOnly: opts.onlineOnly,
    ...parseSort(opts.sort),
  };
  const cap = query.q ? CONTACT_SEARCH_COUNT_CAP : undefined;
  const [rows, counted] = await Promise.all([
    repo.listContacts(deps.db, query),
    repo.countContacts(deps.db, query, cap),
  ]);
  const capped = cap !== undefined && counted > cap;
  const presented = rows.map((c) => ({
    ...presentContact(c),
    ...(opts.onlineOnly && { availability_status: 'online' as const }),
  }));
  return {
    // count_capped (ours): a search found more than the cap; count is then the cap.
    meta: {
      count: capped ? cap : counted,
      current_page: opts.currentPage ?? opts.page,
      ...(capped && { count_capped: true as const }),
    },
    payload: opts.includeContactInboxes === 'false' ? presented : await withContactInboxes(deps, presented),
  };
};

export const getContact = async (deps: TDeps, m: TMembership, id: number) => {
  const c = await repo.findContact(deps.db, m.accountId, id);
  if (!c) throw new AppError('not_found', errorText('contactNotFound'));
  return c;
};

export const show = async (deps: TDeps, m: TMembership, id: number) => ({
  payload: presentContact(await getContact(deps, m, id)),
});

/** 422 duplicate_contact naming the colliding field and carrying the contact that already has it. */
const ensureUnique = async (deps: TDeps, m: TMembership, input: TUpdateContactRequest, exceptId?: number) => {
  const dup = await repo.findDuplicate(
    deps.db,
    m.accountId,
    { email: input.email, phoneNumber: input.phone_number, identifier: input.identifier },
    exceptId,
  );
  if (!dup) return;
  const field =
    input.email && dup.email?.toLowerCase() === input.email.toLowerCase()
      ? 'email'
      : input.phone_number && dup.phoneNumber === input.phone_number
        ? 'phone_number'
        : 'identifier';
  throw new AppError(
    'duplicate_contact',
    errorText(field === 'phone_number' ? 'phoneNumberTaken' : field === 'email' ? 'emailTaken' : 'identifierTaken'),
    { [field]: [errorText('taken')] },
    {
      contact: presentContact(dup),
    },
  );
};

const fields = (input: TUpdateContactRequest) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.email !== undefined && { email: input.email }),
  ...(input.phone_number !== undefined && { phoneNumber: input.phone_number }),
  ...(input.identifier !== undefined && { identifier: input.identifier }),
  ...(input.blocked !== undefined && { blocked: input.blocked }),
  ...(input.additional_attributes !== undefined && { additionalAttributes: input.additional_attributes }),
  ...(input.custom_attributes !== undefined && { customAttributes: input.custom_attributes }),
});

export const create = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateContactRequest,
  avatar: Buffer | null = null,
) => {
  await ensureUnique(deps, m, input);
  const inbox = input.inbox_id ? await getInbox(deps, m, input.inbox_id) : null;
  const avatarKey = avatar ? await deps.uploads.saveImage('contacts', avatar, 'avatar') : null;
  return deps.db.transaction(async (tx) => {
    const { contact } = await findOrCreateContact(tx, 'agent', {
      accountId: m.accountId,
      values: { name: input.name ?? '', ...fields(input), ...(avatarKey && { avatarKey }) },
    });
    const contactInbox = inbox
      ? (await linkContactInbox(tx, 'agent', { contactId: contact.id, inboxId: inbox.id })).contactInbox
      : null;
    return {
      payload: {
        contact: presentContact(contact),
        contact_inbox: contactInbox ? { inbox_id: contactInbox.inboxId, source_id: contactInbox.sourceId } : null,
      },
    };
  });
};

export const update = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: TUpdateContactRequest,
  avatar: Buffer | null = null,
) => {
  const current = await getContact(deps, m, id);
  await ensureUnique(deps, m, input, id);
  const avatarKey = avatar ? await deps.uploads.saveImage('contacts', avatar, 'avatar') : null;
  const result = await deps.db.transaction(async (tx) => {
    const contact = await repo.updateContact(tx, m.accountId, id, {
      ...fields(input),
      ...(avatarKey && { avatarKey }),
      // Attribute maps merge, as the dashboard edits one key at a time.
      ...(input.additional_attributes && {
        additionalAttributes: { ...current.additionalAttributes, ...input.additional_attributes },
      }),
      ...(input.custom_attributes && { customAttributes: { ...current.customAttributes, ...input.custom_attributes } }),
    });
    if (!contact) throw new AppError('not_found', errorText('contactNotFound'));
    const payload = presentContact(contact);
    await appendEvent(tx, m.accountId, 'contact.updated', payload, {
      kind: 'account',
    });
    return { payload };
  });
  if (avatarKey) await deps.uploads.remove(current.avatarKey);
  return result;
};

/**
 * The one door a contact is deleted through (DELETE contacts/{id}, the retention policy's run): the row and
 * its contact.deleted event; the caller audits as it must and removes the avatar after commit. Null when
 * the account has no such contact.
 */
export const removeContactRow = async (tx: TExecutor, accountId: number, id: number) => {
  const contact = await repo.deleteContact(tx, accountId, id);
  if (contact) await appendEvent(tx, accountId, 'contact.deleted', presentContact(contact), { kind: 'account' });
  return contact;
};

export const remove = (deps: TDeps, m: TMembership, id: number) =>
  deps.db.transaction(async (tx) => {
    const contact = await removeContactRow(tx, m.accountId, id);
    if (!contact) throw new AppError('not_found', errorText('contactNotFound'));
    const state = {
      name: contact.name,
      email: contact.email,
      phone_number: contact.phoneNumber,
      identifier: contact.identifier,
    };
    await audit(
      tx,
      m,
      'destroy',
      { type: 'Contact', id: contact.id, name: contact.name || contact.email },
      state,
      null,
    );
    await deps.uploads.remove(contact.avatarKey);
  });
