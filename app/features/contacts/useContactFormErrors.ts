import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../common/contracts/contacts.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { clientErrors, type TContactFormField, type TContactFormValues } from './contactForm.ts';

const FIELDS: TContactFormField[] = ['name', 'email', 'phone_number'];

/**
 * Field errors for the contact forms: the contract's own check first, then a 422's attributes
 * (part 2 §5/§8). A duplicate_contact carries the contact already holding the value, for a link.
 */
export const useContactFormErrors = () => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<TContactFormField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<TContact | null>(null);

  const check = (v: TContactFormValues) => {
    const found = clientErrors(v);
    const next: Partial<Record<TContactFormField, string>> = {};
    if (found.email) next.email = t('contactsPage.errors.email');
    if (found.phone_number) next.phone_number = t('contactsPage.errors.phone');
    setErrors(next);
    setGeneral(null);
    setDuplicate(null);
    return Object.keys(next).length === 0;
  };

  const fromServer = (err: unknown) => {
    if (!isApiError(err) || (err.code !== 'validation_failed' && err.code !== 'duplicate_contact')) {
      setGeneral(apiErrorMessage(err, t));
      return;
    }
    const next: Partial<Record<TContactFormField, string>> = {};
    for (const [field, messages] of Object.entries(err.details))
      if ((FIELDS as string[]).includes(field) && messages[0])
        next[field as TContactFormField] = t('validation.server', {
          field: t(`contactsPage.fieldNames.${field as TContactFormField}`),
          message: messages[0],
        });
    setErrors(next);
    setGeneral(Object.keys(next).length ? null : err.message);
    if (err.code === 'duplicate_contact')
      setDuplicate((err.data as { contact?: TContact } | undefined)?.contact ?? null);
  };

  const reset = () => {
    setErrors({});
    setGeneral(null);
    setDuplicate(null);
  };

  return { errors, general, duplicate, check, fromServer, reset };
};
