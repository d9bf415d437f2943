import type { QueryClient } from '@tanstack/react-query';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { onRealtime } from '../realtime/index.ts';
import { contactKeys, type TContactPage } from './contactsApi.ts';

const patchLists = (queryClient: QueryClient, accountId: number, patch: (page: TContactPage) => TContactPage) => {
  for (const [key, page] of queryClient.getQueriesData<TContactPage>({ queryKey: contactKeys.lists(accountId) }))
    if (page) queryClient.setQueryData(key, patch(page));
};

/**
 * contact.updated patches the contact wherever it is cached (detail and every loaded page);
 * contact.deleted drops it from the pages and the detail cache.
 */
export const registerContactRealtime = () => {
  const offUpdated = onRealtime('contact.updated', (data, { accountId, queryClient }) => {
    queryClient.setQueryData<TContact>(contactKeys.detail(accountId, data.id), (old) =>
      old ? { ...old, ...data } : old,
    );
    patchLists(queryClient, accountId, (page) => ({
      ...page,
      payload: page.payload.map((c) => (c.id === data.id ? { ...c, ...data } : c)),
    }));
  });
  const offDeleted = onRealtime('contact.deleted', (data, { accountId, queryClient }) => {
    patchLists(queryClient, accountId, (page) =>
      page.payload.some((c) => c.id === data.id)
        ? {
            meta: { ...page.meta, count: Math.max(0, page.meta.count - 1) },
            payload: page.payload.filter((c) => c.id !== data.id),
          }
        : page,
    );
    queryClient.removeQueries({ queryKey: contactKeys.detail(accountId, data.id) });
  });
  return () => {
    offUpdated();
    offDeleted();
  };
};
