import crypto from 'node:crypto';
import type { TCreateContactInboxRequest } from '../../../common/contracts/contacts.ts';
import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { findChannel } from '../inboxes/index.ts';
import { findInbox, isInboxMember, type TInboxRow } from '../inboxes/index.ts';
import { presentContactInbox } from './contactInboxes.presenter.ts';
import type * as repo from './contacts.repo.ts';
import { getContact } from './contacts.service.ts';
import { linkContactInbox } from './findOrCreateContact.ts';
import { errorText } from '../../lib/serverText.ts';

const needs = (value: string | null, what: string) => {
  if (!value) throw AppError.invalid('source_id', errorText('sourceIdMissing', { what }));
  return value;
};

/** The source id Chatwoot's ContactInboxBuilder derives when none is given, by channel type. */
const sourceIdFor = async (deps: TDeps, inbox: TInboxRow, contact: repo.TContactRow) => {
  switch (inbox.channelType) {
    case CHANNEL_TYPES.api:
    case CHANNEL_TYPES.web_widget:
      return crypto.randomUUID();
    case CHANNEL_TYPES.email:
      return needs(contact.email, 'email');
    case CHANNEL_TYPES.sms:
      return needs(contact.phoneNumber, 'phone number');
    case CHANNEL_TYPES.whatsapp:
      return needs(contact.phoneNumber, 'phone number').replace(/^\+/, '');
    case CHANNEL_TYPES.twilio: {
      const phone = needs(contact.phoneNumber, 'phone number');
      const channel = await findChannel(deps.db, inbox.channelType, inbox.channelId);
      return channel && 'medium' in channel && channel.medium === 'whatsapp' ? `whatsapp:${phone}` : phone;
    }
    default:
      throw AppError.invalid('inbox_id', errorText('noContactInboxes', { channelType: inbox.channelType }));
  }
};

/**
 * POST contacts/{id}/contact_inboxes: the contact's identity in an inbox, so an integration can open a
 * conversation with an existing contact. An existing link with the same source id is returned as is.
 */
export const createContactInbox = async (
  deps: TDeps,
  m: TMembership,
  contactId: number,
  input: TCreateContactInboxRequest,
) => {
  const contact = await getContact(deps, m, contactId);
  const inbox = await findInbox(deps.db, m.accountId, input.inbox_id);
  if (!inbox) throw new AppError('not_found', errorText('inboxNotFound'));
  if (m.role !== 'administrator' && !(await isInboxMember(deps.db, inbox.id, m.accountUser.userId)))
    throw new AppError('forbidden', errorText('notAuthorized'));
  const sourceId = input.source_id ?? (await sourceIdFor(deps, inbox, contact));
  const linked = await linkContactInbox(deps.db, 'agent', { contactId: contact.id, inboxId: inbox.id, sourceId });
  if (linked.contactInbox.contactId !== contact.id) throw AppError.invalid('source_id', errorText('takenInInbox'));
  return presentContactInbox(linked.contactInbox, inbox);
};
