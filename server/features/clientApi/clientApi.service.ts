import type { TClientContactPayload } from '../../../common/contracts/clientApi.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import * as contactsRepo from '../contacts/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { presentPublicConversation } from '../widget/index.ts';
import * as repo from '../widget/index.ts';
import { findOrCreateContact } from '../contacts/index.ts';
import { linkContactInbox } from '../contacts/index.ts';
import {
  createIncomingMessage,
  createVisitorConversation,
  publicMessages,
  resolveConversation,
  toggleTyping,
  updateLastSeen,
  type TVisitor,
} from '../widget/index.ts';
import { checkIdentifierHash, isSessionTrusted, mayClaim, updateVisitorContact } from '../widget/index.ts';
import { submitMessage, type TSubmission } from '../widget/index.ts';
import { errorText } from '../../lib/serverText.ts';

type TApiInbox = NonNullable<Awaited<ReturnType<typeof repo.findApiChannel>>>;

/** Messages a client reads per page (older ones with ?before=<id>). */
export const CLIENT_MESSAGES_PAGE = 100;

const hmacOf = (a: TApiInbox) => ({ hmacToken: a.channel.hmacToken, hmacMandatory: a.channel.hmacMandatory });

export const loadInbox = async (deps: TDeps, identifier: string) => {
  const a = await repo.findApiChannel(deps.db, identifier);
  if (!a || a.account.status !== 0) throw new AppError('not_found', errorText('inboxNotFound'));
  return a;
};

/** The contact behind {contact_identifier} (its source_id in this inbox). */
export const loadVisitor = async (deps: TDeps, a: TApiInbox, sourceId: string): Promise<TVisitor> => {
  const found = await repo.findContactInbox(deps.db, a.inbox.id, sourceId);
  if (!found || !isSessionTrusted(found.contactInbox, found.contact))
    throw new AppError('not_found', errorText('contactNotFound'));
  return { accountId: a.inbox.accountId, inbox: a.inbox, contactInbox: found.contactInbox, contact: found.contact };
};

/** client_swagger `public_contact`. */
export const presentClientContact = (v: TVisitor) => ({
  id: v.contact.id,
  source_id: v.contactInbox.sourceId,
  name: v.contact.name,
  email: v.contact.email,
  phone_number: v.contact.phoneNumber,
  identifier: v.contact.identifier,
  custom_attributes: v.contact.customAttributes,
  pubsub_token: v.contactInbox.pubsubToken,
});

/**
 * POST contacts: a new identity in the inbox. An identifier, email or phone already known in the
 * account reuses that contact (Chatwoot's ContactInboxWithContactBuilder), under the rules of
 * updateVisitorContact: a verified contact is reused only with a valid hash for its identifier (401
 * otherwise) and never for its email or phone (a new contact is made without the colliding field);
 * with HMAC mandatory, email, phone and identifier need a valid hash. A valid hash marks it verified.
 */
export const createContact = async (deps: TDeps, a: TApiInbox, input: TClientContactPayload) => {
  const hmac = hmacOf(a);
  const proven = checkIdentifierHash(hmac, input.identifier, input.identifier_hash) ? (input.identifier ?? null) : null;
  const email = input.email || undefined;
  const phone = input.phone_number || undefined;
  if ((email || phone) && hmac.hmacMandatory && !proven) throw new AppError('unauthenticated', errorText('hmacFailed'));
  const created = await deps.db.transaction(async (tx) => {
    const accountId = a.inbox.accountId;
    const byIdentifier = input.identifier
      ? await contactsRepo.findDuplicate(tx, accountId, { identifier: input.identifier })
      : null;
    if (byIdentifier && !mayClaim(byIdentifier, proven)) throw new AppError('unauthenticated', errorText('hmacFailed'));
    const byEmail = email ? await contactsRepo.findDuplicate(tx, accountId, { email }) : null;
    const byPhone = phone ? await contactsRepo.findDuplicate(tx, accountId, { phoneNumber: phone }) : null;
    const reusable = (c: contactsRepo.TContactRow | null) =>
      c && !c.identityVerified && (!input.identifier || !c.identifier) ? c : null;
    let contact =
      byIdentifier ??
      reusable(byEmail) ??
      reusable(byPhone) ??
      (
        await findOrCreateContact(tx, 'client_api', {
          accountId,
          values: {
            name: input.name ?? '',
            email: byEmail ? null : (email ?? null),
            phoneNumber: byPhone ? null : (phone ?? null),
            identifier: input.identifier ?? null,
            identityVerified: proven !== null,
            customAttributes: input.custom_attributes ?? {},
          },
        })
      ).contact;
    if (proven && (contact.identifier !== proven || !contact.identityVerified))
      contact =
        (await contactsRepo.updateContact(tx, accountId, contact.id, { identifier: proven, identityVerified: true })) ??
        contact;
    const { contactInbox } = await linkContactInbox(tx, 'client_api', {
      contactId: contact.id,
      inboxId: a.inbox.id,
      hmacVerified: proven !== null,
    });
    return { accountId, inbox: a.inbox, contact, contactInbox } satisfies TVisitor;
  });
  return presentClientContact(created);
};

export const updateContact = async (deps: TDeps, a: TApiInbox, v: TVisitor, input: TClientContactPayload) =>
  presentClientContact(await updateVisitorContact(deps, v, input, hmacOf(a)));

const getConversation = async (deps: TDeps, v: TVisitor, displayId: number) => {
  const c = await repo.findVisitorConversation(deps.db, v.contactInbox.id, displayId);
  if (!c) throw new AppError('not_found', errorText('conversationNotFound'));
  return c;
};

const presentFull = async (deps: TDeps, v: TVisitor, c: TConversationRow) =>
  presentPublicConversation(
    c,
    v.contact,
    await publicMessages(
      deps.db,
      c.displayId,
      await repo.listVisitorMessages(deps.db, c.id, undefined, undefined, CLIENT_MESSAGES_PAGE),
    ),
  );

export const createConversation = async (deps: TDeps, v: TVisitor, customAttributes?: Record<string, unknown>) => {
  const c = await deps.db.transaction((tx) => createVisitorConversation(tx, v, { customAttributes }, 'client_api'));
  return presentFull(deps, v, c);
};

/** GET conversations: the contact's conversations in this inbox, newest first, each with its last message. */
export const listConversations = async (deps: TDeps, v: TVisitor) => {
  const rows = await repo.listVisitorConversations(deps.db, v.contactInbox.id);
  const last = await repo.lastPublicMessages(
    deps.db,
    rows.map((c) => c.id),
  );
  const presented = new Map<number, Awaited<ReturnType<typeof publicMessages>>[number]>();
  for (const c of rows) {
    const m = last.find((x) => x.conversationId === c.id);
    if (m) presented.set(c.id, (await publicMessages(deps.db, c.displayId, [m]))[0]!);
  }
  return rows.map((c) => presentPublicConversation(c, v.contact, presented.has(c.id) ? [presented.get(c.id)!] : []));
};

export const showConversation = async (deps: TDeps, v: TVisitor, id: number) =>
  presentFull(deps, v, await getConversation(deps, v, id));

export const resolve = async (deps: TDeps, v: TVisitor, id: number) => {
  const row = await resolveConversation(deps, v, await getConversation(deps, v, id));
  return presentFull(deps, v, row);
};

export const typing = async (deps: TDeps, v: TVisitor, id: number, status: 'on' | 'off') => {
  await toggleTyping(deps, v, await getConversation(deps, v, id), status === 'on');
  return {};
};

export const lastSeen = async (deps: TDeps, v: TVisitor, id: number) => {
  await updateLastSeen(deps, await getConversation(deps, v, id));
  return {};
};

export const listMessages = async (deps: TDeps, v: TVisitor, id: number, before?: number, after?: number) => {
  const c = await getConversation(deps, v, id);
  return publicMessages(
    deps.db,
    c.displayId,
    await repo.listVisitorMessages(deps.db, c.id, before, after, CLIENT_MESSAGES_PAGE),
  );
};

export const createMessage = async (
  deps: TDeps,
  v: TVisitor,
  id: number,
  input: { content: string; echo_id?: string },
  files: TIncomingFile[],
) =>
  createIncomingMessage(deps, v, await getConversation(deps, v, id), {
    content: input.content,
    echoId: input.echo_id,
    files,
  });

export const updateMessage = async (
  deps: TDeps,
  a: TApiInbox,
  v: TVisitor,
  id: number,
  messageId: number,
  input: TSubmission,
) => (await submitMessage(deps, v, await getConversation(deps, v, id), messageId, input, hmacOf(a))).message;
