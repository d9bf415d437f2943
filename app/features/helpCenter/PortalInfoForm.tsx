import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { ZPortalInfoForm, type TPortalInfoForm } from './helpCenterForms.ts';
import { slugify } from '../../../common/contracts/helpCenter.ts';
import { localeOptions } from './helpCenterRules.ts';
import type { TPortal } from './helpCenterTypes.ts';

interface TPortalInfoFormProps {
  portal?: TPortal;
  submitLabel: string;
  isPending: boolean;
  /** Resolves on success; a 422's details land on the fields, anything else above them. */
  onSubmit: (input: TPortalInfoForm & { default_locale: string }) => Promise<unknown>;
}

const LOCALES = localeOptions();

/** Name, slug (follows the name until edited), custom domain, homepage link, page title, header text. */
export const PortalInfoForm = ({ portal, submitLabel, isPending, onSubmit }: TPortalInfoFormProps) => {
  const { t } = useTranslation();
  const form = useZodForm(ZPortalInfoForm, {
    name: portal?.name ?? '',
    slug: portal?.slug ?? '',
    custom_domain: portal?.custom_domain ?? '',
    homepage_link: portal?.homepage_link ?? '',
    page_title: portal?.page_title ?? '',
    header_text: portal?.header_text ?? '',
  });
  const [slugEdited, setSlugEdited] = useState(Boolean(portal));
  const [defaultLocale, setDefaultLocale] = useState(portal?.meta.default_locale ?? 'en');
  const [failure, setFailure] = useState<unknown>(null);
  const names = {
    name: t('helpCenter.portalForm.name'),
    slug: t('helpCenter.portalForm.slug'),
    custom_domain: t('helpCenter.portalForm.customDomain'),
    homepage_link: t('helpCenter.portalForm.homepageLink'),
    page_title: t('helpCenter.portalForm.pageTitle'),
    header_text: t('helpCenter.portalForm.headerText'),
  };
  const name = form.field('name');
  const slug = form.field('slug');

  const submit = form.handleSubmit((parsed) => {
    setFailure(null);
    onSubmit({ ...parsed, default_locale: defaultLocale }).catch((err: unknown) => {
      const onField = isApiError(err) && err.code === 'validation_failed' && form.applyServerErrors(err, names);
      if (!onField) setFailure(err);
    });
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      {failure ? <Alert>{apiErrorMessage(failure, t)}</Alert> : null}
      <TextField
        label={names.name}
        autoComplete="off"
        {...name}
        onChange={(e) => {
          form.setValue('name', e.target.value);
          if (!slugEdited) form.setValue('slug', slugify(e.target.value));
        }}
      />
      <TextField
        label={names.slug}
        autoComplete="off"
        hint={t('helpCenter.portalForm.slugHint', { slug: form.values.slug || '…' })}
        {...slug}
        onChange={(e) => {
          setSlugEdited(true);
          form.setValue('slug', e.target.value);
        }}
      />
      {portal ? null : (
        <SelectField
          label={t('helpCenter.portalForm.defaultLocale')}
          options={LOCALES}
          value={defaultLocale}
          onChange={(e) => setDefaultLocale(e.target.value)}
        />
      )}
      <TextField
        label={names.custom_domain}
        autoComplete="off"
        placeholder={t('helpCenter.portalForm.customDomainPlaceholder')}
        {...form.field('custom_domain')}
      />
      <TextField
        label={names.homepage_link}
        type="url"
        autoComplete="off"
        placeholder={t('helpCenter.portalForm.homepageLinkPlaceholder')}
        {...form.field('homepage_link')}
      />
      <TextField label={names.page_title} autoComplete="off" {...form.field('page_title')} />
      <TextField label={names.header_text} autoComplete="off" {...form.field('header_text')} />
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
};

/** The form's values as the API takes them: empty optional fields become null. */
export const portalInfoInput = (values: TPortalInfoForm) => ({
  name: values.name,
  slug: values.slug,
  custom_domain: values.custom_domain || null,
  homepage_link: values.homepage_link || null,
  page_title: values.page_title || null,
  header_text: values.header_text || null,
});
