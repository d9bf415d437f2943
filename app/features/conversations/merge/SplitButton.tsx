import './toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import type { TMessage } from '../conversationTypes.ts';
import { SplitDialog } from './SplitDialog.tsx';

/** A message's "Split into a new conversation": a dialog to choose the messages, this one and every later one checked. */
export const SplitButton = ({ message: m, className }: { message: TMessage; className: string }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Messages still on their way (optimistic, queued) have no id on the server yet.
  if (m.id <= 0 || m.status === 'progress' || m.status === 'queued') return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('conversationTools.split.action')}
        title={t('conversationTools.split.action')}
        onClick={() => setAsking(true)}
      >
        <Icon name="external" className="size-3.5 rtl:-scale-x-100" />
      </button>
      {asking ? <SplitDialog at={m} onClose={() => setAsking(false)} /> : null}
    </>
  );
};
