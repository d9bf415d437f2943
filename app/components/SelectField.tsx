import { useId, type SelectHTMLAttributes } from 'react';
import { errorClass, inputClass, labelClass } from './fieldStyles.ts';

interface TSelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Option groups (<optgroup>) shown after `options`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  error?: string | undefined;
}

export const SelectField = ({ label, options, groups = [], error, className = '', ...rest }: TSelectFieldProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass(Boolean(error))} pe-8`}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
