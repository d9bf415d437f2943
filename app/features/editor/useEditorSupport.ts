import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { api } from '../../lib/api.ts';
import { agentKeys, listAgents } from '../agents/index.ts';
import { checkImage } from './editorHelpers.ts';

interface TCannedResponse {
  id: number;
  short_code: string;
  content: string;
  attachments?: { file_url: string; file_name: string; content_type: string }[];
}

const fetchCannedResponses = (accountId: number) =>
  api<TCannedResponse[]>(`/api/v1/accounts/${accountId}/canned_responses`, { contract: 'cannedResponseList' });

/** What the editor needs from the account: agents to mention, canned responses, image uploads with toasts. */
export const useEditorSupport = (accountId: number) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const agents = useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) }).data ?? [];
  const searchCanned = useCallback(
    async (query: string) => {
      const all = await qc.fetchQuery({
        // cannedResponses' own key prefix (cannedResponseKeys.all): its page's edits refresh this list too.
        queryKey: ['accounts', accountId, 'cannedResponses'],
        queryFn: () => fetchCannedResponses(accountId).catch((): TCannedResponse[] => []),
        staleTime: 60_000,
      });
      const q = query.toLowerCase();
      return all
        .filter((c) => c.short_code.toLowerCase().includes(q) || c.content.toLowerCase().includes(q))
        .slice(0, 10);
    },
    [accountId, qc],
  );
  const uploadImage = useCallback(
    async (file: File) => {
      const verdict = checkImage(file);
      if (verdict !== 'ok') {
        toast.show(t(verdict === 'size' ? 'editor.imageTooLarge' : 'editor.imageWrongType'), 'error');
        return null;
      }
      const form = new FormData();
      form.append('attachment', file, file.name);
      try {
        const res = await api<{ file_url: string }>(`/api/v1/accounts/${accountId}/upload`, {
          method: 'POST',
          body: form,
          contract: 'directUpload',
        });
        toast.show(t('editor.imageUploaded'), 'success');
        return res.file_url;
      } catch {
        toast.show(t('editor.imageUploadFailed'), 'error');
        return null;
      }
    },
    [accountId, t, toast],
  );
  return {
    agents: agents.map((a) => ({ id: a.id, name: a.available_name || a.name })),
    searchCanned,
    uploadImage,
  };
};
