import { useTranslation } from 'react-i18next';
import { cleanSignature, SIGNATURE_DELIMITER } from '../editor/index.ts';
import { MessageContent } from './MessageContent.tsx';

/**
 * The signature under the reply editor while it is on: shown as it will be sent, outside the editable
 * text, so typing, Enter and Backspace never reach it; the composer adds it on send (withSignature).
 */
export const SignaturePreview = ({ signature }: { signature: string }) => {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      aria-label={t('composer.signature')}
      className="px-3 pb-2 text-sm text-slate-600 select-none dark:text-slate-300"
    >
      <p aria-hidden="true">{SIGNATURE_DELIMITER}</p>
      <MessageContent content={cleanSignature(signature)} />
    </div>
  );
};
