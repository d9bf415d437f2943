import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from './fieldStyles.ts';

interface TTextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line text field with the same look, error and hint as TextField. */
export const TextAreaField = ({ label, error, hint, className = '', rows = 5, ...rest }: TTextAreaFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        // Latin text in an RTL page keeps its own direction (punctuation is not mirrored); callers may override.
        dir="auto"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(Boolean(error))} resize-y`}
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
