import '../merge/toolsCatalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import type { TMessage } from '../conversationTypes.ts';
import { fetchEmailOriginal } from './emailApi.ts';

/** "Show original": the raw message as it was received (headers and MIME parts), read-only. */
export const OriginalDialog = ({ message: m, onClose }: { message: TMessage; onClose: () => void }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const original = useQuery({
    queryKey: ['emailOriginal', account.id, m.conversation_id, m.id],
    queryFn: () => fetchEmailOriginal(account.id, m.conversation_id, m.id),
    staleTime: Infinity,
  });
  return (
    <Modal show onClose={onClose} labelledBy="email-original-title" size="max-w-3xl">
      <div className="flex max-h-[85vh] flex-col p-6">
        <h2 id="email-original-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          {t('emailTools.originalTitle')}
        </h2>
        {original.isPending ? (
          <Spinner className="size-6" label={t('common.loading')} />
        ) : original.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {apiErrorMessage(original.error, t)}
          </p>
        ) : (
          <>
            <pre
              dir="ltr"
              tabIndex={0}
              aria-label={t('emailTools.originalTitle')}
              className="min-h-0 flex-1 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-900 dark:text-slate-200"
            >
              {original.data.source}
            </pre>
            {original.data.truncated ? (
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('emailTools.originalTruncated')}</p>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
};
