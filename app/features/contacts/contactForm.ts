import { ZContactFields, type TContact, type TUpdateContactRequest } from '../../../common/contracts/contacts.ts';

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'github', 'instagram'] as const;

export interface TContactFormValues {
  name: string;
  email: string;
  phone_number: string;
  company: string;
  city: string;
  country: string;
  bio: string;
  social: Record<(typeof SOCIAL_NETWORKS)[number], string>;
}

export type TContactFormField = 'name' | 'email' | 'phone_number';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const emptyContactValues = (): TContactFormValues => ({
  name: '',
  email: '',
  phone_number: '',
  company: '',
  city: '',
  country: '',
  bio: '',
  social: { facebook: '', twitter: '', linkedin: '', github: '', instagram: '' },
});

export const valuesOfContact = (c: TContact): TContactFormValues => {
  const a = c.additional_attributes;
  const social = (
    typeof a.social_profiles === 'object' && a.social_profiles !== null ? a.social_profiles : {}
  ) as Record<string, unknown>;
  return {
    name: c.name,
    email: c.email ?? '',
    phone_number: c.phone_number ?? '',
    company: str(a.company_name),
    city: str(a.city),
    country: str(a.country),
    bio: str(a.description),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, str(social[n])])) as TContactFormValues['social'],
  };
};

/** The request body: standard fields plus company/city/country/bio/social profiles in additional_attributes. */
export const toContactInput = (v: TContactFormValues): TUpdateContactRequest => ({
  name: v.name.trim(),
  email: v.email.trim(),
  // The phone widget emits the dial code alone when only a country is picked: that is no number.
  phone_number: /^\+\d{1,4}$/.test(v.phone_number.trim()) ? '' : v.phone_number.replace(/\s+/g, ''),
  additional_attributes: {
    company_name: v.company.trim(),
    city: v.city.trim(),
    country: v.country.trim(),
    description: v.bio.trim(),
    social_profiles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, v.social[n].trim()])),
  },
});

/** Client-side check with the same contract the server uses; field → first message key. */
export const clientErrors = (v: TContactFormValues): Partial<Record<TContactFormField, 'email' | 'phone'>> => {
  const result = ZContactFields.safeParse(toContactInput(v));
  if (result.success) return {};
  const errors: Partial<Record<TContactFormField, 'email' | 'phone'>> = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'email') errors.email = 'email';
    if (issue.path[0] === 'phone_number') errors.phone_number = 'phone';
  }
  return errors;
};
