import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../../components/fieldStyles.ts';

interface TGreetingFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The greeting message editor: at least 4 rows high (spec §2). */
export const GreetingField = ({ label, value, onChange }: TGreetingFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        dir="auto"
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('inboxesPage.greeting.placeholder')}
        className={`${inputClass(false)} min-h-[6.5rem] resize-y`}
      />
    </div>
  );
};
