import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ApiError } from './api.ts';
import { validationMessage } from './validationMessage.ts';

type TErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Form state validated by the same Zod contract the server uses. Field errors show after
 * the field is left or the form is submitted (spec §5); server 422 details are shown on
 * their fields until the field is edited.
 */
export const useZodForm = <K extends string, TOut>(schema: z.ZodType<TOut>, initial: Record<K, string>) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TErrors<K>>({});

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const errors: TErrors<K> = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || !(key in values)) continue;
      const k = key as K;
      errors[k] ??= validationMessage(issue, values[k], t);
    }
    return errors;
  }, [result, values, t]);

  const errorOf = (k: K): string | undefined =>
    serverErrors[k] ?? (touched[k] || submitted ? clientErrors[k] : undefined);

  const setValue = (k: K, v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setDirty((prev) => (prev[k] ? prev : { ...prev, [k]: true }));
    setServerErrors((prev) => ({ ...prev, [k]: undefined }));
  };

  const field = (k: K) => ({
    name: k,
    value: values[k],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(k, e.target.value),
    // Leaving a field never typed in (e.g. autofocused, then a link clicked) shows no error yet.
    onBlur: () => {
      if (dirty[k]) setTouched((prev) => (prev[k] ? prev : { ...prev, [k]: true }));
    },
    error: errorOf(k),
  });

  /** Calls `onValid` with the parsed values; otherwise reveals every error and focuses the first. */
  const handleSubmit = (onValid: (data: TOut) => void) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const form = e.currentTarget;
    const focused = document.activeElement;
    requestAnimationFrame(() => {
      // Only if the person has not moved on meanwhile (a frame can come late): never pull focus from a field.
      if (document.activeElement !== focused) return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  /**
   * Shows a 422's per-field messages on the fields this form has, prefixed with the field's
   * label. Returns false when the error named no field of this form, so the caller shows it whole.
   */
  const applyServerErrors = (err: ApiError, labels: Record<K, string>): boolean => {
    const next: TErrors<K> = {};
    let applied = false;
    for (const [field, messages] of Object.entries(err.details)) {
      if (!(field in values) || !messages[0]) continue;
      next[field as K] = t('validation.server', { field: labels[field as K], message: messages[0] });
      applied = true;
    }
    setServerErrors(next);
    return applied;
  };

  const reset = (to: Record<K, string> = initial) => {
    setValues(to);
    setTouched({});
    setDirty({});
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, setValue, field, handleSubmit, applyServerErrors, reset, isValid: result.success };
};
