import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from './fieldStyles.ts';

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

export const TextField = ({
  label,
  error,
  hint,
  labelAside,
  className = '',
  inputClassName = '',
  ref,
  ...rest
}: TTextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        ref={ref}
        id={id}
        // Latin text in an RTL page keeps its own direction (punctuation is not mirrored); callers may override.
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(Boolean(error))} ${inputClassName}`}
        {...rest}
      />
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
};
