import { useId, type ReactNode } from 'react';

interface TCheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

/** A labelled checkbox with an optional hint underneath. */
export const CheckboxField = ({ label, checked, onChange, hint }: TCheckboxFieldProps) => {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-slate-300 text-woot-600 focus:ring-focus dark:border-slate-600 dark:bg-slate-900"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
};
