import { useTranslation } from 'react-i18next';
import type { TMessage } from '../conversationTypes.ts';

const listOf = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * An email reply's To / Cc / Bcc, from content_attributes (to_emails, cc_emails, bcc_emails); for a received
 * email its Subject and Cc (content_attributes.email, the parsed mail).
 */
export const EmailRecipients = ({ message }: { message: TMessage }) => {
  const { t } = useTranslation();
  const a = message.content_attributes ?? {};
  const mail = (a.email && typeof a.email === 'object' ? a.email : {}) as Record<string, unknown>;
  const subject = typeof mail.subject === 'string' ? mail.subject.trim() : '';
  const rows = (
    [
      ['to', listOf(a.to_emails)],
      ['cc', listOf(a.cc_emails).length ? listOf(a.cc_emails) : listOf(mail.cc)],
      ['bcc', listOf(a.bcc_emails)],
    ] as const
  ).filter(([, list]) => list.length > 0);
  if (!rows.length && !subject) return null;
  return (
    <dl aria-label={t('composer.recipients')} className="mb-1.5 space-y-0.5 text-[11px] opacity-85">
      {subject ? (
        <div className="flex gap-1">
          <dt className="font-semibold">{t('composer.subject')}:</dt>
          <dd dir="auto" className="min-w-0 break-words">
            {subject}
          </dd>
        </div>
      ) : null}
      {rows.map(([key, list]) => (
        <div key={key} className="flex gap-1">
          <dt className="font-semibold">{t(`composer.${key}`)}:</dt>
          <dd dir="ltr" className="min-w-0">
            {list.map((email, i) => (
              <span key={email} className="inline-block max-w-full truncate align-bottom">
                {email}
                {i < list.length - 1 ? ',\u00a0' : ''}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
};
