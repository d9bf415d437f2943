import type { TContactNote, TDataImport, TFilterCondition } from '../../../common/contracts/contactExtras.ts';
import type { TContact, TCreateContactRequest, TUpdateContactRequest } from '../../../common/contracts/contacts.ts';
import type { TCustomFilter } from '../../../common/contracts/customFilters.ts';
import { api } from '../../lib/api.ts';

/** What a contacts list shows: everything, a search, a label, or an advanced filter (a segment or ad hoc). */
export type TContactListSource =
  | { kind: 'all' }
  | { kind: 'search'; q: string }
  | { kind: 'label'; label: string }
  | { kind: 'filter'; payload: TFilterCondition[] };

export interface TContactListParams {
  source: TContactListSource;
  page: number;
  sort: string;
}

export interface TContactPage {
  meta: { count: number; current_page: number | string; count_capped?: boolean };
  payload: TContact[];
}

export const contactKeys = {
  all: (accountId: number) => ['accounts', accountId, 'contacts'] as const,
  lists: (accountId: number) => [...contactKeys.all(accountId), 'list'] as const,
  list: (accountId: number, params: TContactListParams) => [...contactKeys.lists(accountId), params] as const,
  detail: (accountId: number, id: number) => [...contactKeys.all(accountId), 'detail', id] as const,
  labels: (accountId: number, id: number) => [...contactKeys.detail(accountId, id), 'labels'] as const,
  notes: (accountId: number, id: number) => [...contactKeys.detail(accountId, id), 'notes'] as const,
  conversations: (accountId: number, id: number) => [...contactKeys.detail(accountId, id), 'conversations'] as const,
  dataImport: (accountId: number, id: number) => ['accounts', accountId, 'dataImports', id] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/contacts`;

export const listContacts = (accountId: number, { source, page, sort }: TContactListParams) => {
  const qs = new URLSearchParams({ page: String(page), sort, include_contact_inboxes: 'false' });
  switch (source.kind) {
    case 'all':
      return api<TContactPage>(`${base(accountId)}?${qs.toString()}`, { contract: 'contactList' });
    case 'search':
      qs.set('q', source.q);
      return api<TContactPage>(`${base(accountId)}/search?${qs.toString()}`, { contract: 'contactList' });
    case 'label':
      qs.append('labels[]', source.label);
      return api<TContactPage>(`${base(accountId)}?${qs.toString()}`, { contract: 'contactList' });
    case 'filter':
      return api<TContactPage>(`${base(accountId)}/filter?page=${page}&sort=${encodeURIComponent(sort)}`, {
        method: 'POST',
        body: { payload: source.payload },
        contract: 'contactList',
      });
  }
};

export const getContact = async (accountId: number, id: number) =>
  (await api<{ payload: TContact }>(`${base(accountId)}/${id}`, { contract: 'contact' })).payload;

/** JSON, or form data when an avatar file is included (part 2 §5). */
const contactBody = (input: TUpdateContactRequest, avatar?: File | null) => {
  if (!avatar) return input;
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  }
  form.append('avatar', avatar);
  return form;
};

export const createContact = async (accountId: number, input: TCreateContactRequest) =>
  (
    await api<{ payload: { contact: TContact } }>(base(accountId), {
      method: 'POST',
      body: input,
      contract: 'contactCreated',
    })
  ).payload.contact;

export const updateContact = async (
  accountId: number,
  id: number,
  input: TUpdateContactRequest,
  avatar?: File | null,
) =>
  (
    await api<{ payload: TContact }>(`${base(accountId)}/${id}`, {
      method: 'PUT',
      body: contactBody(input, avatar),
      contract: 'contact',
    })
  ).payload;

export const deleteContact = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/** The right to be forgotten (administrators): the person's data goes; the contact stays as "Erased contact". */
export const eraseContact = (accountId: number, id: number) =>
  api<{ id: number; erased: true }>(`${base(accountId)}/${id}/erase`, { method: 'POST', contract: 'contactErased' });

export const deleteContactAvatar = async (accountId: number, id: number) =>
  (await api<{ payload: TContact }>(`${base(accountId)}/${id}/avatar`, { method: 'DELETE', contract: 'contact' }))
    .payload;

export const destroyCustomAttributes = async (accountId: number, id: number, keys: string[]) =>
  (
    await api<{ payload: TContact }>(`${base(accountId)}/${id}/destroy_custom_attributes`, {
      method: 'POST',
      body: { custom_attributes: keys },
      contract: 'contact',
    })
  ).payload;

export const getContactLabels = async (accountId: number, id: number) =>
  (await api<{ payload: string[] }>(`${base(accountId)}/${id}/labels`, { contract: 'labelTitles' })).payload;

export const setContactLabels = async (accountId: number, id: number, labels: string[]) =>
  (
    await api<{ payload: string[] }>(`${base(accountId)}/${id}/labels`, {
      method: 'POST',
      body: { labels },
      contract: 'labelTitles',
    })
  ).payload;

export const listNotes = (accountId: number, id: number) =>
  api<TContactNote[]>(`${base(accountId)}/${id}/notes`, { contract: 'contactNoteList' });
export const createNote = (accountId: number, id: number, content: string) =>
  api<TContactNote>(`${base(accountId)}/${id}/notes`, { method: 'POST', body: { content }, contract: 'contactNote' });
export const deleteNote = (accountId: number, id: number, noteId: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}/notes/${noteId}`, { method: 'DELETE', contract: 'empty' });

export interface TContactConversation {
  id: number;
  status: string;
  inbox_id: number;
  labels: string[];
  last_activity_at: number | null;
  messages: { content: string | null }[];
  meta: { channel: string | null; assignee: { name: string } | null };
}

export const listContactConversations = async (accountId: number, id: number) =>
  (
    await api<{ payload: TContactConversation[] }>(`${base(accountId)}/${id}/conversations`, {
      contract: 'contactConversations',
    })
  ).payload;

export const mergeContacts = (accountId: number, baseId: number, mergeeId: number) =>
  api<TContact>(`/api/v1/accounts/${accountId}/actions/contact_merge`, {
    method: 'POST',
    body: { base_contact_id: baseId, mergee_contact_id: mergeeId },
    contract: 'mergedContact',
  });

export const importContacts = (accountId: number, file: File) => {
  const form = new FormData();
  form.append('import_file', file);
  return api<TDataImport>(`${base(accountId)}/import`, { method: 'POST', body: form, contract: 'dataImport' });
};

export const exportContacts = (accountId: number, payload?: TFilterCondition[]) =>
  api<TDataImport>(`${base(accountId)}/export`, {
    method: 'POST',
    body: payload?.length ? { payload } : {},
    contract: 'dataImport',
  });

export const getDataImport = (accountId: number, id: number) =>
  api<TDataImport>(`/api/v1/accounts/${accountId}/data_imports/${id}`, { contract: 'dataImport' });

export const saveSegment = (accountId: number, name: string, payload: TFilterCondition[]) =>
  api<TCustomFilter>(`/api/v1/accounts/${accountId}/custom_filters`, {
    method: 'POST',
    body: { name, type: 'contact', query: { payload } },
    contract: 'customFilter',
  });

/** PATCH custom_filters/:id: a segment's new name and conditions. */
export const updateSegment = (accountId: number, id: number, name: string, payload: TFilterCondition[]) =>
  api<TCustomFilter>(`/api/v1/accounts/${accountId}/custom_filters/${id}`, {
    method: 'PATCH',
    body: { name, query: { payload } },
    contract: 'customFilter',
  });
