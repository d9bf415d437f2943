import './toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { pathTo } from '../../navigation/index.ts';
import type { TConversation } from '../conversationTypes.ts';
import { unmergeConversation } from './mergeApi.ts';
import { useMoveDone } from './useMoveDone.ts';

const ACTION =
  'rounded px-1.5 py-0.5 font-semibold text-woot-700 underline hover:bg-woot-100 dark:text-woot-200 dark:hover:bg-woot-900';

/** Under the header of a merged conversation: where it went, and Unmerge (the server allows 7 days). */
export const MergedNotice = ({ accountId, conversation: c }: { accountId: number; conversation: TConversation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const done = useMoveDone(accountId);
  const [asking, setAsking] = useState(false);
  const target = c.merged_into_id;
  if (target === undefined) return null;
  const unmerge = async () => {
    try {
      await unmergeConversation(accountId, c.id);
      toast.show(t('conversationTools.merged.unmerged'), 'success');
      await done(c.id);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-2 rounded-md bg-woot-50 px-3 py-1.5 text-xs text-slate-700 dark:bg-woot-950/60 dark:text-slate-200"
    >
      <span className="me-auto">{t('conversationTools.merged.notice', { id: target })}</span>
      <Link to={pathTo(accountId, 'inbox_conversation', { conversation_id: target })} className={ACTION}>
        {t('conversationTools.merged.open', { id: target })}
      </Link>
      <button type="button" className={ACTION} onClick={() => setAsking(true)}>
        {t('conversationTools.merged.unmerge')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('conversationTools.merged.unmergeTitle', { id: c.id })}
        description={t('conversationTools.merged.unmergeDescription')}
        confirmLabel={t('conversationTools.merged.unmerge')}
        cancelLabel={t('conversations.cancel')}
        onResult={(yes) => {
          setAsking(false);
          if (yes) void unmerge();
        }}
      />
    </div>
  );
};
