import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import { inputClass } from '../fieldStyles.ts';
import { countriesFor, type TCountry } from './countries.ts';
import { nextActiveOption } from '../listbox.ts';
import { filterCountries, scrollTopFor, splitInternational } from './phoneInputLogic.ts';

interface TPhoneInputProps {
  /** The whole number, e.g. "+447911123456"; an international value is split into country and national part. */
  value: string | number | null;
  /** Emits dial code + national number as typed. */
  onChange: (value: string) => void;
  /** Emits the dial code when a country is picked ("" when cleared). */
  onSetCode?: (dialCode: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  readOnly?: boolean;
  error?: boolean;
  styles?: CSSProperties;
  /** The number field's accessible name. */
  label: string;
}

/** Part 2 §3/§4 phone input: a searchable country dropdown and the national number. */
export const PhoneInput = ({
  value,
  onChange,
  onSetCode,
  onBlur,
  placeholder,
  readOnly = false,
  error = false,
  styles,
  label,
}: TPhoneInputProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const countries = useMemo(() => countriesFor(i18n.language), [i18n.language]);
  const initial = splitInternational(value);
  const [countryId, setCountryId] = useState<string | null>(initial?.countryId ?? null);
  const [dialCode, setDialCode] = useState(initial?.dialCode ?? '');
  const [number, setNumber] = useState(initial ? initial.national : value == null ? '' : String(value));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const filtered = useMemo(() => filterCountries(countries, search), [countries, search]);
  const active = countries.find((c) => c.id === countryId) ?? null;

  // A new bound value that parses as international replaces country and number; failures are ignored.
  const [boundValue, setBoundValue] = useState(value);
  if (value !== boundValue) {
    setBoundValue(value);
    const split = splitInternational(value);
    if (split) {
      setCountryId(split.countryId);
      setDialCode(split.dialCode);
      setNumber(split.national);
    }
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>(`[data-index="${highlight}"]`);
    if (list.current && item) list.current.scrollTop = scrollTopFor(item.offsetTop);
  }, [highlight, open]);

  const pick = (country: TCountry | null) => {
    setCountryId(country?.id ?? null);
    const code = country?.dial_code ?? '';
    setDialCode(code);
    setSearch('');
    setHighlight(0);
    onSetCode?.(code);
    onChange(`${code}${number}`);
    setOpen(false);
    requestAnimationFrame(() => numberField.current?.focus());
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveOption(e.key, highlight, filtered.length);
    if (next !== null) {
      e.preventDefault();
      setHighlight(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const country = filtered[highlight];
      if (country) pick(country);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative" style={styles}>
      <div className="flex">
        <button
          type="button"
          disabled={readOnly}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={
            active ? t('phoneInput.country', { name: active.name, code: dialCode }) : t('phoneInput.selectCountry')
          }
          onClick={() => setOpen((v) => !v)}
          className="flex shrink-0 items-center gap-1 rounded-s-lg border border-e-0 border-field bg-slate-50 px-2.5 text-sm text-slate-700 disabled:cursor-not-allowed dark:bg-slate-800 dark:text-slate-200"
        >
          <span aria-hidden="true">{active?.emoji ?? '🌐'}</span>
          <span dir="ltr">{dialCode}</span>
          <Icon name="chevronDown" className="size-3.5 opacity-60" />
        </button>
        <input
          ref={numberField}
          type="tel"
          dir="ltr"
          aria-label={label}
          aria-invalid={error || undefined}
          value={number}
          placeholder={placeholder}
          readOnly={readOnly}
          onChange={(e) => {
            setNumber(e.target.value);
            onChange(`${dialCode}${e.target.value}`);
          }}
          onBlur={onBlur}
          className={`${inputClass(error)} rounded-s-none`}
        />
      </div>
      {open ? (
        <div className="absolute start-0 top-full z-40 mt-1 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-800">
          <input
            dir="auto"
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={filtered[highlight] ? `${id}-${filtered[highlight].id}` : undefined}
            aria-label={t('phoneInput.search')}
            placeholder={t('phoneInput.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setHighlight(0);
            }}
            onKeyDown={onSearchKey}
            className={inputClass(false)}
          />
          <button
            type="button"
            onClick={() => pick(null)}
            className="mt-1 w-full rounded-md px-2 py-1.5 text-start text-sm text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-700"
          >
            {active ? t('phoneInput.clearSelection') : t('phoneInput.selectCountry')}
          </button>
          <ul
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-label={t('phoneInput.countries')}
            className="relative max-h-56 overflow-y-auto"
          >
            {filtered.map((country, index) => (
              <li
                key={country.id}
                id={`${id}-${country.id}`}
                data-index={index}
                role="option"
                aria-selected={index === highlight}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(country)}
                className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${
                  index === highlight ? 'bg-woot-50 text-woot-800 dark:bg-woot-500/15 dark:text-woot-200' : ''
                } ${country.id === countryId ? 'font-semibold' : ''}`}
              >
                <span aria-hidden="true">{country.emoji}</span>
                <span className="flex-1 truncate">{country.name}</span>
                <span dir="ltr" className="text-xs text-slate-500 dark:text-slate-400">
                  {country.dial_code}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};
