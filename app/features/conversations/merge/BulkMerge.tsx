import './toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { TConversation } from '../conversationTypes.ts';
import { fetchConversation, mergeConversation } from './mergeApi.ts';
import { useMoveDone } from './useMoveDone.ts';

interface TPlan {
  target: TConversation;
  sources: TConversation[];
}

/** The bulk bar's Merge: several conversations of one contact merge, one after another, into the newest. */
export const BulkMergeButton = ({
  accountId,
  selected,
  className,
  onDone,
}: {
  accountId: number;
  selected: number[];
  className: string;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const done = useMoveDone(accountId);
  const [plan, setPlan] = useState<TPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const prepare = async () => {
    setBusy(true);
    try {
      const convs = await Promise.all(selected.map((id) => fetchConversation(accountId, id)));
      const contacts = new Set(convs.map((c) => c.meta.sender?.id));
      if (contacts.size !== 1) {
        toast.show(t('conversationTools.bulk.differentContacts'), 'error');
        return;
      }
      const [target, ...sources] = [...convs].sort((a, b) => b.created_at - a.created_at || b.id - a.id);
      if (target) setPlan({ target, sources });
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  const run = async ({ target, sources }: TPlan) => {
    setBusy(true);
    try {
      for (const s of sources) await mergeConversation(accountId, s.id, target.id);
      toast.show(t('conversationTools.merge.done', { id: target.id }), 'success');
      onDone();
      await done(target.id);
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy || selected.length < 2}
        aria-busy={busy}
        onClick={() => void prepare()}
      >
        <Icon name="chatMultiple" className="size-3.5" />
        {t('conversationTools.bulk.action')}
      </button>
      <ConfirmDialog
        open={plan !== null}
        title={t('conversationTools.bulk.title')}
        description={
          plan
            ? t('conversationTools.bulk.description', {
                name: plan.target.meta.sender?.name || t('conversations.unknownContact'),
                id: plan.target.id,
              })
            : ''
        }
        confirmLabel={t('conversationTools.merge.submit')}
        cancelLabel={t('conversations.cancel')}
        onResult={(yes) => {
          const chosen = plan;
          setPlan(null);
          if (yes && chosen) void run(chosen);
        }}
      />
    </>
  );
};
