import './toolsCatalogue.ts';
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { relativeTime } from '../../../lib/timeFormat.ts';
import { pathTo } from '../../navigation/index.ts';
import type { TConversation } from '../conversationTypes.ts';
import { PreviousThread } from './PreviousThread.tsx';

/** Where the contact panel that holds `from` is on screen (the pane takes its place), or null. */
const panelBox = (from: HTMLElement | null): CSSProperties | null => {
  const r = from?.closest('aside')?.getBoundingClientRect();
  return r && r.width > 0 ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
};

/**
 * A previous conversation opened side by side: a pane in the contact panel's place (at the screen's end edge
 * when there is none), with that conversation's messages. It is not modal and covers nothing else: the current
 * conversation stays in view and usable beside it (read, scroll, go on typing the draft). Focus moves into the
 * pane when it opens; Escape inside it or its close button closes it and focus goes back to the button that
 * opened it.
 */
export const SideBySideSheet = ({
  accountId,
  conversation: x,
  onClose,
}: {
  accountId: number;
  conversation: TConversation;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [box, setBox] = useState<CSSProperties | null>(() => panelBox(opener));
  useLayoutEffect(() => {
    const place = () => setBox(panelBox(opener));
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [opener]);
  useEffect(() => {
    closeRef.current?.focus();
    return () => opener?.focus();
  }, [opener]);
  return createPortal(
    <section
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.metaKey && !e.ctrlKey) {
          e.stopPropagation();
          onClose();
        }
      }}
      style={box ?? undefined}
      className={`fixed z-40 flex flex-col border-s border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${box ? '' : 'inset-y-0 end-0 w-[26rem] max-w-[45vw] shadow-xl'}`}
    >
      <header className="flex items-start gap-2 border-b border-slate-100 px-4 pt-4 pb-3 dark:border-slate-800">
        <div className="flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('conversationTools.previous.sheetTitle', { id: x.id })}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t(`conversations.status.${x.status}`)} · {relativeTime(x.last_activity_at, i18n.language)}
          </p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <Icon name="close" className="size-4" />
        </button>
      </header>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <PreviousThread accountId={accountId} id={x.id} tall />
      </div>
      <footer className="flex justify-end border-t border-slate-100 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60">
        <Link
          to={pathTo(accountId, 'inbox_conversation', { conversation_id: x.id })}
          className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('conversationTools.merged.open', { id: x.id })}
        </Link>
      </footer>
    </section>,
    document.body,
  );
};
