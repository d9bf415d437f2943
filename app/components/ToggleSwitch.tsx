interface TToggleSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The accessible name (the switch has no visible text of its own). */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Part 2 §2: clicking flips the boolean and emits it. An invisible 4px margin (::after) makes the target ≥ 24px tall. */
export const ToggleSwitch = ({
  checked,
  onChange,
  label,
  labelledBy,
  describedBy,
  disabled = false,
  size = 'md',
}: TToggleSwitchProps) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={labelledBy ? undefined : label}
    aria-labelledby={labelledBy}
    aria-describedby={describedBy}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={`relative inline-flex shrink-0 items-center rounded-full transition-colors after:absolute after:-inset-1 after:content-[''] disabled:cursor-not-allowed disabled:opacity-50 ${
      size === 'sm' ? 'h-4 w-7' : 'h-5 w-9'
    } ${checked ? 'bg-woot-600 dark:bg-woot-500' : 'bg-field'}`}
  >
    <span
      aria-hidden="true"
      className={`inline-block rounded-full bg-white shadow-sm transition-transform ${
        size === 'sm' ? 'size-3' : 'size-4'
      } ${checked ? 'translate-x-[calc(100%+0.125rem)] rtl:-translate-x-[calc(100%+0.125rem)]' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
    />
  </button>
);
