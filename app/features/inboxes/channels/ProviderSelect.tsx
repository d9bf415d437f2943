import { SelectField } from '../../../components/SelectField.tsx';

interface TProviderSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** The provider choice above an SMS or WhatsApp form. */
export const ProviderSelect = <T extends string>({ label, value, options, onChange }: TProviderSelectProps<T>) => (
  <SelectField
    className="mb-8 max-w-sm"
    label={label}
    value={value}
    options={options}
    onChange={(e) => {
      const next = options.find((o) => o.value === e.target.value);
      if (next) onChange(next.value);
    }}
  />
);
