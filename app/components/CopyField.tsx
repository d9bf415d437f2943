import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { useToast } from './useToast.ts';
import { inputClass, labelClass } from './fieldStyles.ts';
import { copyText, errorReason } from '../lib/clipboard.ts';

/** A read-only value with a copy button (identifiers, tokens, addresses). */
export const CopyField = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const copy = () =>
    copyText(value).then(
      () => toast.show(t('code.copySuccessful')),
      (err: unknown) => toast.show(t('code.copyFailed', { reason: errorReason(err) }), 'error'),
    );
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input dir="ltr" id={id} readOnly value={value} className={`${inputClass(false)} font-mono`} />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          icon={<Icon name="copy" className="size-4" />}
          aria-label={t('inboxesPage.copyLabel', { label })}
        />
      </div>
    </div>
  );
};
