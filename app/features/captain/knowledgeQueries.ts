import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCaptainDocumentDetail,
  TCaptainDocumentList,
  TCaptainFaq,
  TCaptainFaqList,
  TFaqStatus,
  TKnowledgeAssistant,
  TUpdateFaqRequest,
} from '../../../common/contracts/captainKnowledge.ts';
import { api } from '../../lib/api.ts';

/** Captain's knowledge API (documents, FAQs) and its query keys, one factory. */
export const knowledgeKeys = {
  all: (accountId: number) => ['accounts', accountId, 'captainKnowledge'] as const,
  documents: (accountId: number, assistantId: number, page: number) =>
    [...knowledgeKeys.all(accountId), 'documents', assistantId, page] as const,
  document: (accountId: number, id: number) => [...knowledgeKeys.all(accountId), 'document', id] as const,
  faqs: (accountId: number, assistantId: number, f: TFaqFilters) =>
    [...knowledgeKeys.all(accountId), 'faqs', assistantId, f] as const,
};

export interface TFaqFilters {
  status: TFaqStatus;
  search: string;
  page: number;
}

const base = (accountId: number) => `/api/v1/accounts/${accountId}/captain`;

export const useDocuments = (accountId: number, assistantId: number, page: number) =>
  useQuery({
    queryKey: knowledgeKeys.documents(accountId, assistantId, page),
    queryFn: () =>
      api<TCaptainDocumentList>(`${base(accountId)}/documents?assistant_id=${assistantId}&page=${page}`, {
        contract: 'captainDocumentList',
      }),
    // Documents being read change on their own: look again every 2 s while one is.
    refetchInterval: (q) => (q.state.data?.payload.some((d) => d.status === 'in_progress') ? 2000 : false),
  });

export const useDocument = (accountId: number, id: number | null) =>
  useQuery({
    queryKey: knowledgeKeys.document(accountId, id ?? 0),
    queryFn: () => api<TCaptainDocumentDetail>(`${base(accountId)}/documents/${id}`, { contract: 'captainDocument' }),
    enabled: id !== null,
  });

export const useFaqs = (accountId: number, assistantId: number, f: TFaqFilters) => {
  const q = new URLSearchParams({ assistant_id: String(assistantId), status: f.status, page: String(f.page) });
  if (f.search.trim()) q.set('search', f.search.trim());
  return useQuery({
    queryKey: knowledgeKeys.faqs(accountId, assistantId, f),
    queryFn: () =>
      api<TCaptainFaqList>(`${base(accountId)}/assistant_responses?${q.toString()}`, { contract: 'captainFaqList' }),
    placeholderData: (previous) => previous,
  });
};

/** Every write of the knowledge pages; each refreshes the lists. */
export const useKnowledgeMutations = (accountId: number) => {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: knowledgeKeys.all(accountId) });
  return {
    addUrl: useMutation({
      mutationFn: (input: { external_link: string; assistant_id: number }) =>
        api<TCaptainDocumentDetail>(`${base(accountId)}/documents`, {
          method: 'POST',
          body: { document: input },
          contract: 'captainDocument',
        }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ file, assistantId }: { file: File; assistantId: number }) => {
        const form = new FormData();
        form.append('document[assistant_id]', String(assistantId));
        form.append('document[file]', file);
        return api<TCaptainDocumentDetail>(`${base(accountId)}/documents`, {
          method: 'POST',
          body: form,
          contract: 'captainDocument',
        });
      },
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: (id: number) => api(`${base(accountId)}/documents/${id}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
    helpCenterSync: useMutation({
      mutationFn: ({ assistantId, enabled }: { assistantId: number; enabled: boolean }) =>
        api<TKnowledgeAssistant>(`${base(accountId)}/assistants/${assistantId}/help_center_sync`, {
          method: 'POST',
          body: { enabled },
          contract: 'captainKnowledgeAssistant',
        }),
      onSuccess,
    }),
    createFaq: useMutation({
      mutationFn: (input: { question: string; answer: string; assistant_id: number }) =>
        api<TCaptainFaq>(`${base(accountId)}/assistant_responses`, {
          method: 'POST',
          body: input,
          contract: 'captainFaq',
        }),
      onSuccess,
    }),
    updateFaq: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateFaqRequest }) =>
        api<TCaptainFaq>(`${base(accountId)}/assistant_responses/${id}`, {
          method: 'PATCH',
          body: input,
          contract: 'captainFaq',
        }),
      onSuccess,
    }),
    bulk: useMutation({
      mutationFn: ({ ids, status }: { ids: number[]; status: 'approve' | 'delete' }) =>
        api<{ ids: number[] }>(`${base(accountId)}/bulk_actions`, {
          method: 'POST',
          body: { type: 'AssistantResponse', ids, fields: { status } },
          contract: 'captainFaqBulkResult',
        }),
      onSuccess,
    }),
  };
};
