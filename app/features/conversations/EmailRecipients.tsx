import { useTranslation } from 'react-i18next';
import type { TMessage } from './conversationTypes.ts';

const listOf = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** An email reply's To / Cc / Bcc, from content_attributes (to_emails, cc_emails, bcc_emails). */
export const EmailRecipients = ({ message }: { message: TMessage }) => {
  const { t } = useTranslation();
  const a = message.content_attributes ?? {};
  const rows = (
    [
      ['to', listOf(a.to_emails)],
      ['cc', listOf(a.cc_emails)],
      ['bcc', listOf(a.bcc_emails)],
    ] as const
  ).filter(([, list]) => list.length > 0);
  if (!rows.length) return null;
  return (
    <dl aria-label={t('composer.recipients')} className="mb-1.5 space-y-0.5 text-[11px] opacity-85">
      {rows.map(([key, list]) => (
        <div key={key} className="flex gap-1">
          <dt className="font-semibold">{t(`composer.${key}`)}:</dt>
          <dd dir="ltr" className="break-all">
            {list.join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
};
