import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlaPolicy } from '../../../common/contracts/sla.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { errorClass, inputClass, labelClass } from '../../components/fieldStyles.ts';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { SLA_UNITS, splitThreshold, toSeconds, type TSlaUnit } from './slaTime.ts';
import { useSlaPolicyMutations } from './useSlaPolicies.ts';

const THRESHOLDS = [
  'first_response_time_threshold',
  'next_response_time_threshold',
  'resolution_time_threshold',
] as const;
type TThreshold = (typeof THRESHOLDS)[number];

interface TProps {
  accountId: number;
  policy: TSlaPolicy | null;
  onClose: () => void;
}

/** Add or edit an SLA policy: name, description, three thresholds (number + unit) and business hours. */
export const SlaPolicyDialog = ({ accountId, policy, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const bhId = useId();
  const { create, update } = useSlaPolicyMutations(accountId);
  const mutation = policy ? update : create;
  const [name, setName] = useState(policy?.name ?? '');
  const [description, setDescription] = useState(policy?.description ?? '');
  const [limits, setLimits] = useState(
    () =>
      Object.fromEntries(THRESHOLDS.map((k) => [k, splitThreshold(policy?.[k] ?? null)])) as Record<
        TThreshold,
        { value: string; unit: TSlaUnit }
      >,
  );
  const [businessHours, setBusinessHours] = useState(policy?.only_during_business_hours ?? false);
  const [errors, setErrors] = useState<Partial<Record<'name' | TThreshold, string>>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const seconds = Object.fromEntries(
      THRESHOLDS.map((k) => [k, toSeconds(limits[k].value, limits[k].unit)]),
    ) as Record<TThreshold, number | null>;
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('slaPage.errors.name');
    for (const k of THRESHOLDS) {
      const v = seconds[k];
      if (v !== null && !(v > 0)) found[k] = t('slaPage.errors.positive');
    }
    if (THRESHOLDS.every((k) => seconds[k] === null))
      found.first_response_time_threshold = t('slaPage.errors.oneThreshold');
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      name: name.trim(),
      description: description.trim() || null,
      ...seconds,
      only_during_business_hours: businessHours,
    };
    const done = {
      onSuccess: () => {
        toast.show(t(policy ? 'slaPage.updated' : 'slaPage.created', { name: input.name }));
        onClose();
      },
      onError: (err: unknown) => {
        if (!isApiError(err)) return;
        const server: typeof errors = {};
        for (const [k, v] of Object.entries(err.details))
          if (k === 'name' || (THRESHOLDS as readonly string[]).includes(k))
            server[k as keyof typeof errors] = Array.isArray(v) ? String(v[0]) : String(v);
        setErrors(server);
      },
    };
    if (policy) update.mutate({ id: policy.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={policy ? t('slaPage.editTitle', { name: policy.name }) : t('slaPage.addTitle')}
      description={t('slaPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {policy ? t('common.save') : t('slaPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {mutation.isError && !Object.keys(errors).length ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField
          label={t('slaPage.fields.name')}
          autoComplete="off"
          dir="auto"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('slaPage.fields.description')}
          autoComplete="off"
          dir="auto"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {THRESHOLDS.map((k) => (
          <ThresholdField
            key={k}
            label={t(`slaPage.fields.${k}`)}
            value={limits[k]}
            error={errors[k]}
            onChange={(v) => setLimits((l) => ({ ...l, [k]: v }))}
          />
        ))}
        <div className="flex items-center justify-between gap-4">
          <span id={bhId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('slaPage.fields.only_during_business_hours')}
          </span>
          <ToggleSwitch checked={businessHours} onChange={setBusinessHours} labelledBy={bhId} />
        </div>
      </form>
    </Dialog>
  );
};

const ThresholdField = ({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: { value: string; unit: TSlaUnit };
  error: string | undefined;
  onChange: (v: { value: string; unit: TSlaUnit }) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="number"
          dir="ltr"
          min={1}
          inputMode="numeric"
          value={value.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange({ ...value, value: e.target.value })}
          className={inputClass(!!error)}
        />
        <div className="w-36 shrink-0">
          <select
            aria-label={t('slaPage.unitOf', { field: label })}
            value={value.unit}
            onChange={(e) => onChange({ ...value, unit: e.target.value as TSlaUnit })}
            className={inputClass(false)}
          >
            {(Object.keys(SLA_UNITS) as TSlaUnit[]).map((u) => (
              <option key={u} value={u}>
                {t(`slaPage.units.${u}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
