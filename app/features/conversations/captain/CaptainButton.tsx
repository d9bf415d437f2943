import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptainAction } from '../../../../common/captainActions.ts';
import { Icon } from '../../../components/Icon.tsx';
import { withLaterCatalogue } from '../../../lib/i18n.ts';
import { useAccountFeatures } from '../../accounts/index.ts';
import type { TConversation } from '../conversationTypes.ts';
import '../copilot/copilotEvents.ts';

// The dialog (actions, preview, Replace / Insert) is its own chunk, with the later words.
const CaptainAssistDialog = lazy(() =>
  withLaterCatalogue(import('./CaptainAssistDialog.tsx')).then((m) => ({ default: m.CaptainAssistDialog })),
);

/**
 * The reply box's Captain button (a lazy chunk: the conversation screen is at its size budget) and the dialog it
 * opens, also when the command palette asks for an action on this conversation; nothing while the account's
 * Captain feature is off. `onText` gets the text the agent chose to put in the editor.
 */
const CaptainButton = ({
  accountId,
  conversation: c,
  draft,
  onText,
}: {
  accountId: number;
  conversation: TConversation;
  draft: string;
  onText: (text: string) => void;
}) => {
  const { t } = useTranslation();
  /** Open, with the action the palette asked for, or none (the agent picks). */
  const [open, setOpen] = useState<{ initial: TCaptainAction | null } | null>(null);
  const isOn = useAccountFeatures().captain_integration !== false;
  useEffect(() => {
    const take = (e: WindowEventMap['helpdesk:captain']) => {
      if (e.detail.conversationId !== c.id || !isOn) return;
      e.preventDefault();
      setOpen({ initial: e.detail.action });
    };
    window.addEventListener('helpdesk:captain', take);
    return () => window.removeEventListener('helpdesk:captain', take);
  }, [c.id, isOn]);
  // The copilot panel's "Use in reply": its answer goes below the draft (saved as a draft, as typing would).
  useEffect(() => {
    const use = (e: WindowEventMap['helpdesk:copilot-reply']) => {
      if (e.detail.conversationId !== c.id) return;
      e.preventDefault();
      onText(draft.trim() ? `${draft.trimEnd()}\n\n${e.detail.text}` : e.detail.text);
    };
    window.addEventListener('helpdesk:copilot-reply', use);
    return () => window.removeEventListener('helpdesk:copilot-reply', use);
  }, [c.id, draft, onText]);
  const take = (text: string) => {
    setOpen(null);
    onText(text);
  };
  // The account's Captain feature is off (the console): no button, and the palette offers nothing.
  if (!isOn) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen({ initial: null })}
        className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Icon name="sparkles" className="size-3.5" />
        {t('routes.captain')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CaptainAssistDialog
            accountId={accountId}
            conversation={c}
            draft={draft}
            initial={open.initial}
            onReplace={take}
            onInsert={(extra) => take(draft.trim() ? `${draft.trimEnd()}\n\n${extra}` : extra)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
};

// A default export, as lazy() takes it: the conversation screen's first load spares the re-mapping.
export default CaptainButton;
