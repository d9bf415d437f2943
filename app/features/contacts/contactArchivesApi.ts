import type { TContactArchive } from '../../../common/contracts/responses/contacts.ts';
import { api } from '../../lib/api.ts';
import { contactKeys } from './contactsApi.ts';

/** A contact's data archives (the profile page's export section only, so the conversation screen carries none). */
const base = (accountId: number, id: number) => `/api/v1/accounts/${accountId}/contacts/${id}`;

export const archiveKeys = (accountId: number, id: number) =>
  [...contactKeys.detail(accountId, id), 'archives'] as const;

/** The right of access (administrators): a ZIP of everything about the person, built by a job. */
export const exportContactData = (accountId: number, id: number) =>
  api<TContactArchive>(`${base(accountId, id)}/export`, { method: 'POST', contract: 'contactArchive' });

export const listContactArchives = async (accountId: number, id: number) =>
  (await api<{ payload: TContactArchive[] }>(`${base(accountId, id)}/exports`, { contract: 'contactArchiveList' }))
    .payload;

export const contactArchiveUrl = (accountId: number, id: number, archiveId: number) =>
  `${base(accountId, id)}/exports/${archiveId}/download`;
