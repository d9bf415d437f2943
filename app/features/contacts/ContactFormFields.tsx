import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../components/phoneInput/PhoneInput.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorClass, inputClass, labelClass } from '../../components/fieldStyles.ts';
import { SOCIAL_NETWORKS, type TContactFormField, type TContactFormValues } from './contactForm.ts';

interface TProps {
  values: TContactFormValues;
  errors: Partial<Record<TContactFormField, string>>;
  onChange: (values: TContactFormValues) => void;
  /** The create dialog shows the essentials; the profile shows everything. */
  full?: boolean;
}

/** Name, email, phone (the shared phone widget), company, city, country, bio and social profiles. */
export const ContactFormFields = ({ values, errors, onChange, full = true }: TProps) => {
  const { t } = useTranslation();
  const set = (k: Exclude<keyof TContactFormValues, 'social'>) => (e: { target: { value: string } }) =>
    onChange({ ...values, [k]: e.target.value });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label={t('contactsPage.fields.name')} value={values.name} onChange={set('name')} error={errors.name} />
      <TextField
        label={t('contactsPage.fields.email')}
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <div>
        <span className={labelClass}>{t('contactsPage.fields.phone')}</span>
        <PhoneInput
          label={t('contactsPage.fields.phone')}
          value={values.phone_number}
          onChange={(v) => onChange({ ...values, phone_number: v })}
          error={Boolean(errors.phone_number)}
          placeholder={t('contactsPage.fields.phonePlaceholder')}
        />
        {errors.phone_number ? (
          <p role="alert" className={errorClass}>
            {errors.phone_number}
          </p>
        ) : null}
      </div>
      <TextField label={t('contactsPage.fields.company')} value={values.company} onChange={set('company')} />
      <TextField label={t('contactsPage.fields.city')} value={values.city} onChange={set('city')} />
      <TextField label={t('contactsPage.fields.country')} value={values.country} onChange={set('country')} />
      {full ? (
        <>
          <div className="sm:col-span-2">
            <label className={labelClass} htmlFor="contact-bio">
              {t('contactsPage.fields.bio')}
            </label>
            <textarea
              dir="auto"
              id="contact-bio"
              rows={3}
              value={values.bio}
              onChange={set('bio')}
              className={inputClass(false)}
            />
          </div>
          {SOCIAL_NETWORKS.map((n) => (
            <TextField
              key={n}
              label={t(`contactsPage.social.${n}`)}
              value={values.social[n]}
              onChange={(e) => onChange({ ...values, social: { ...values.social, [n]: e.target.value } })}
              dir="ltr"
            />
          ))}
        </>
      ) : null}
    </div>
  );
};
