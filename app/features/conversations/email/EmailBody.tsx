import '../merge/toolsCatalogue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '../conversationTypes.ts';
import { MessageContent } from '../MessageContent.tsx';
import { emailPartsOf } from './emailParts.ts';
import { MailFrame } from './MailFrame.tsx';
import { OriginalDialog } from './OriginalDialog.tsx';

const LINK = 'font-medium underline decoration-dotted underline-offset-2 hover:decoration-solid';

/**
 * An imported email in its bubble: the new part (HTML shown as mail, else the text) without the quoted history
 * and signature, "Show quoted text" for the whole mail, and "Show original" for the raw message.
 */
export const EmailBody = ({ message: m }: { message: TMessage }) => {
  const { t } = useTranslation();
  const [quoted, setQuoted] = useState(false);
  const [original, setOriginal] = useState(false);
  const parts = emailPartsOf(m);
  const html = parts?.html;
  const hasQuoted = html ? html.full !== html.reply : Boolean(parts?.text?.quoted);
  return (
    <div className="space-y-1.5">
      {html ? (
        <MailFrame html={quoted ? html.full : html.reply || html.full} title={t('emailTools.frameTitle')} />
      ) : (
        <MessageContent content={quoted ? (parts?.text?.full ?? m.content ?? '') : (m.content ?? '')} />
      )}
      <div className="flex flex-wrap gap-3 text-xs opacity-80">
        {hasQuoted ? (
          <button type="button" className={LINK} aria-expanded={quoted} onClick={() => setQuoted(!quoted)}>
            {quoted ? t('emailTools.hideQuoted') : t('emailTools.showQuoted')}
          </button>
        ) : null}
        <button type="button" className={LINK} onClick={() => setOriginal(true)}>
          {t('emailTools.showOriginal')}
        </button>
      </div>
      {original ? <OriginalDialog message={m} onClose={() => setOriginal(false)} /> : null}
    </div>
  );
};
