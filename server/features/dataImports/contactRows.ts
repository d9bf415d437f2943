import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/** Columns that map onto contact fields; every other non-empty column becomes a custom attribute. */
const ADDITIONAL = { company: 'company_name', company_name: 'company_name', city: 'city', country: 'country' } as const;
const KNOWN = new Set([
  'name',
  'email',
  'phone_number',
  'phone',
  'identifier',
  'country_code',
  ...Object.keys(ADDITIONAL),
]);
const ATTRIBUTE_KEY = /^[a-z0-9_]{1,255}$/;

export interface TImportContact {
  name: string;
  email: string | null;
  phoneNumber: string | null;
  identifier: string | null;
  countryCode: string | null;
  additionalAttributes: Record<string, string>;
  customAttributes: Record<string, string>;
}

export type TRowResult = { ok: true; contact: TImportContact } | { ok: false; reason: string };

const isEmail = (v: string) => z.email().safeParse(v).success;

/** Normalises a CSV header to a column key: trimmed, lower case, spaces to underscores. */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, '_');

/** Validates one CSV row (keys already normalised) and maps it onto contact fields, or gives the reason it fails. */
export const parseContactRow = (row: Record<string, string | undefined>): TRowResult => {
  const get = (k: string) => (row[k] ?? '').trim();
  const email = get('email').toLowerCase() || null;
  const rawPhone = get('phone_number') || get('phone');
  const identifier = get('identifier') || null;
  const reasons: string[] = [];
  if (email && (email.length > 255 || !isEmail(email))) reasons.push(`invalid email "${email}"`);
  let phoneNumber: string | null = null;
  if (rawPhone) {
    const parsed = rawPhone.startsWith('+') ? parsePhoneNumberFromString(rawPhone) : undefined;
    if (!parsed?.isValid()) reasons.push(`invalid phone number "${rawPhone}" (use E.164, e.g. +14155550123)`);
    else phoneNumber = parsed.number;
  }
  if (identifier && identifier.length > 255) reasons.push('identifier is longer than 255 characters');
  if (!email && !rawPhone && !identifier) reasons.push('needs an email, phone number or identifier');
  const name = get('name');
  if (name.length > 255) reasons.push('name is longer than 255 characters');
  if (reasons.length) return { ok: false, reason: reasons.join('; ') };
  const additionalAttributes: Record<string, string> = {};
  for (const [col, key] of Object.entries(ADDITIONAL)) if (get(col)) additionalAttributes[key] = get(col);
  const customAttributes: Record<string, string> = {};
  for (const [col, value] of Object.entries(row))
    if (!KNOWN.has(col) && ATTRIBUTE_KEY.test(col) && value && value.trim()) customAttributes[col] = value.trim();
  return {
    ok: true,
    contact: {
      name,
      email,
      phoneNumber,
      identifier,
      countryCode: get('country_code').toUpperCase().slice(0, 8) || null,
      additionalAttributes,
      customAttributes,
    },
  };
};

/** The header must name at least one column a contact can be matched on. */
export const hasIdentifyingColumn = (headers: string[]) =>
  headers.some((h) => ['email', 'phone_number', 'phone', 'identifier'].includes(h));
