import crypto from 'node:crypto';
import type { TContactFilterRequest } from '../../../common/contracts/contactExtras.ts';
import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { listInboxes } from '../inboxes/index.ts';
import { knownLabelTitles } from '../labels/index.ts';
import { buildContactFilter } from './contactFilter.repo.ts';
import { filterDefinitions } from './contactFilter.definitions.ts';
import * as repo from './contacts.repo.ts';
import { getContact, list, presentContact, type TContactListOptions } from './contacts.service.ts';
import { errorText } from '../../lib/serverText.ts';

/** contact.updated with the presented contact, in the caller's transaction. */
export const announceUpdated = (tx: TExecutor, contact: repo.TContactRow) =>
  appendEvent(tx, contact.accountId, 'contact.updated', presentContact(contact), {
    kind: 'account',
  });

export const getLabels = async (deps: TDeps, m: TMembership, id: number) => ({
  payload: (await getContact(deps, m, id)).labels,
});

/**
 * Replaces the contact's labels (the OpenAPI's "Add Labels" overwrites the list). Titles the account has
 * no label for are dropped, as Chatwoot does; those the contact already carries stay.
 */
export const setLabels = async (deps: TDeps, m: TMembership, id: number, labels: string[]) => {
  const current = await getContact(deps, m, id);
  const carried = new Map(current.labels.map((l) => [l.toLowerCase(), l]));
  const known = new Map(
    (await knownLabelTitles(deps.db, m.accountId, labels)).map((l) => [l.toLowerCase(), l] as const),
  );
  const unique = [
    ...new Set(labels.map((l) => carried.get(l.toLowerCase()) ?? known.get(l.toLowerCase())).filter((l) => !!l)),
  ] as string[];
  return deps.db.transaction(async (tx) => {
    const contact = await repo.updateContact(tx, m.accountId, id, { labels: unique });
    if (!contact) throw new AppError('not_found', errorText('contactNotFound'));
    await announceUpdated(tx, contact);
    return { payload: contact.labels };
  });
};

/**
 * Inboxes a new conversation with this contact can start in, with the source id it would use:
 * the contact's existing identity there, the email for email inboxes, the phone for SMS/WhatsApp,
 * a fresh id for API inboxes. Website inboxes need a visitor session, so only existing ones count.
 */
export const contactableInboxes = async (deps: TDeps, m: TMembership, id: number) => {
  const contact = await getContact(deps, m, id);
  const inboxes = await listInboxes(deps.db, m.accountId, m.role === 'administrator' ? null : m.accountUser.userId);
  const existing = inboxes.length
    ? await repo.listContactInboxes(
        deps.db,
        id,
        inboxes.map((i) => i.id),
      )
    : [];
  const payload = inboxes.flatMap((inbox) => {
    const known = existing.find((ci) => ci.inboxId === inbox.id)?.sourceId;
    const type = inbox.channelType;
    const sourceId =
      known ??
      (type === CHANNEL_TYPES.email
        ? contact.email
        : type === CHANNEL_TYPES.sms || type === CHANNEL_TYPES.twilio
          ? contact.phoneNumber
          : type === CHANNEL_TYPES.whatsapp
            ? contact.phoneNumber?.replace(/^\+/, '')
            : type === CHANNEL_TYPES.api
              ? crypto.randomUUID()
              : null);
    if (!sourceId) return [];
    return [{ source_id: sourceId, inbox: { id: inbox.id, name: inbox.name, channel_type: type } }];
  });
  return { payload };
};

export const removeAvatar = async (deps: TDeps, m: TMembership, id: number) => {
  const current = await getContact(deps, m, id);
  const payload = await deps.db.transaction(async (tx) => {
    const contact = await repo.updateContact(tx, m.accountId, id, { avatarKey: null });
    if (!contact) throw new AppError('not_found', errorText('contactNotFound'));
    await announceUpdated(tx, contact);
    return presentContact(contact);
  });
  await deps.uploads.remove(current.avatarKey);
  return { payload };
};

export const destroyCustomAttributes = async (deps: TDeps, m: TMembership, id: number, keys: string[]) => {
  const current = await getContact(deps, m, id);
  const next = Object.fromEntries(Object.entries(current.customAttributes).filter(([k]) => !keys.includes(k)));
  return deps.db.transaction(async (tx) => {
    const contact = await repo.updateContact(tx, m.accountId, id, { customAttributes: next });
    if (!contact) throw new AppError('not_found', errorText('contactNotFound'));
    await announceUpdated(tx, contact);
    return { payload: presentContact(contact) };
  });
};

/** SQL for a filter payload, checked against the account's contact attribute definitions. */
export const filterSql = async (deps: TDeps, accountId: number, payload: TContactFilterRequest['payload']) =>
  buildContactFilter(payload, await filterDefinitions(deps.db, accountId));

export const filter = async (
  deps: TDeps,
  m: TMembership,
  body: TContactFilterRequest,
  query: Omit<TContactListOptions, 'filter'>,
) => list(deps, m, { ...query, filter: await filterSql(deps, m.accountId, body.payload) });
