import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_FIELDS, type TEmailRecipients } from './useEmailRecipients.ts';

/** To / Cc / Bcc above an email reply: comma-separated addresses, each field checked on blur and on send. */
export const EmailFields = ({ recipients: r }: { recipients: TEmailRecipients }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="px-3 pt-2">
      <legend className="sr-only">{t('composer.recipients')}</legend>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1">
        {RECIPIENT_FIELDS.map((field) => {
          const bad = r.invalid[field];
          return (
            <Fragment key={field}>
              <label
                htmlFor={`${id}-${field}`}
                className="text-xs font-medium whitespace-nowrap text-slate-500 dark:text-slate-400"
              >
                {t(`composer.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type="text"
                inputMode="email"
                dir="ltr"
                autoComplete="off"
                value={r.values[field]}
                placeholder={t('composer.emailPlaceholder')}
                aria-invalid={bad ? true : undefined}
                aria-describedby={bad ? `${id}-${field}-error` : undefined}
                onChange={(e) => r.set(field, e.target.value)}
                onBlur={() => r.check(field)}
                className={`rounded-md border bg-transparent px-2 py-1 text-xs text-slate-800 placeholder:text-slate-400 focus:outline-none focus:ring-2 dark:text-slate-100 dark:placeholder:text-slate-500 ${bad ? 'border-red-500 focus:ring-red-500/20 dark:border-red-400' : 'border-slate-200 focus:border-focus focus:ring-focus/30 dark:border-slate-700'}`}
              />
              {bad ? (
                <p
                  id={`${id}-${field}-error`}
                  role="alert"
                  className="col-start-2 -mt-0.5 text-xs text-red-600 dark:text-red-400"
                >
                  {t('composer.invalidEmails', { list: bad.join(', ') })}
                </p>
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </fieldset>
  );
};
