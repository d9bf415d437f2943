import { useId } from 'react';

interface TScopeChecklistProps {
  legend: string;
  hint: string;
  items: readonly { id: string | number; name: string }[];
  checked: readonly (string | number)[];
  onChange: (id: string | number, on: boolean) => void;
  disabled?: boolean;
}

/** A role dialog's optional narrowing (inboxes, teams, report areas): a fieldset of checkboxes with a hint. */
export const ScopeChecklist = ({ legend, hint, items, checked, onChange, disabled }: TScopeChecklistProps) => {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="disabled:opacity-60">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <p id={hintId} className="mb-1.5 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 text-woot-600 dark:border-slate-600 dark:bg-slate-800"
              checked={checked.includes(item.id)}
              onChange={(ev) => onChange(item.id, ev.target.checked)}
            />
            <bdi>{item.name}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
