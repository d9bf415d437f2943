import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContact, TCreateContactRequest, TUpdateContactRequest } from '../../../common/contracts/contacts.ts';
import {
  contactKeys,
  createContact,
  deleteContact,
  eraseContact,
  deleteContactAvatar,
  getContact,
  listContacts,
  setContactLabels,
  updateContact,
  type TContactListParams,
} from './contactsApi.ts';

export const useContactList = (accountId: number, params: TContactListParams) =>
  useQuery({
    queryKey: contactKeys.list(accountId, params),
    queryFn: () => listContacts(accountId, params),
    placeholderData: keepPreviousData,
  });

export const useContact = (accountId: number, id: number) =>
  useQuery({ queryKey: contactKeys.detail(accountId, id), queryFn: () => getContact(accountId, id) });

/** Create, update, delete and labels; each refreshes the lists and writes the contact into its detail cache. */
export const useContactMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: contactKeys.lists(accountId) });
  const store = (c: TContact) => {
    queryClient.setQueryData(contactKeys.detail(accountId, c.id), c);
    return refreshLists();
  };
  return {
    create: useMutation({
      mutationFn: (input: TCreateContactRequest) => createContact(accountId, input),
      onSuccess: store,
    }),
    update: useMutation({
      mutationFn: ({ id, input, avatar }: { id: number; input: TUpdateContactRequest; avatar?: File | null }) =>
        updateContact(accountId, id, input, avatar),
      onSuccess: store,
    }),
    removeAvatar: useMutation({ mutationFn: (id: number) => deleteContactAvatar(accountId, id), onSuccess: store }),
    remove: useMutation({
      mutationFn: (id: number) => deleteContact(accountId, id),
      onSuccess: (_r, id) => {
        queryClient.removeQueries({ queryKey: contactKeys.detail(accountId, id) });
        return refreshLists();
      },
    }),
    erase: useMutation({
      mutationFn: (id: number) => eraseContact(accountId, id),
      onSuccess: (_r, id) => {
        void queryClient.invalidateQueries({ queryKey: contactKeys.detail(accountId, id) });
        return refreshLists();
      },
    }),
    bulkRemove: useMutation({
      mutationFn: async (ids: number[]) => {
        for (const id of ids) await deleteContact(accountId, id);
      },
      onSettled: refreshLists,
    }),
    /** Adds labels to each contact, keeping the ones it has (the API replaces the list). */
    bulkLabel: useMutation({
      mutationFn: async ({ contacts, labels }: { contacts: { id: number; labels: string[] }[]; labels: string[] }) => {
        for (const c of contacts) await setContactLabels(accountId, c.id, [...new Set([...c.labels, ...labels])]);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all(accountId) }),
    }),
  };
};
