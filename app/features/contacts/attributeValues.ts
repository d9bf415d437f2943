import type { TCustomAttribute } from '../../../common/contracts/customAttributes.ts';

export const toText = (v: unknown): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);

/** What to check before saving a custom attribute value; null when it is fine. */
export const attributeError = (
  def: Pick<TCustomAttribute, 'attribute_display_type' | 'regex_pattern' | 'attribute_values'>,
  raw: string,
): 'required' | 'number' | 'link' | 'date' | 'list' | 'regex' | null => {
  const v = raw.trim();
  if (!v) return 'required';
  switch (def.attribute_display_type) {
    case 'number':
    case 'currency':
    case 'percent':
      return Number.isFinite(Number(v)) ? null : 'number';
    case 'link':
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'link';
      } catch {
        return 'link';
      }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : 'date';
    case 'list':
      return def.attribute_values.includes(v) ? null : 'list';
    case 'text':
      if (def.regex_pattern) {
        try {
          return new RegExp(def.regex_pattern).test(v) ? null : 'regex';
        } catch {
          return null;
        }
      }
      return null;
    case 'checkbox':
      return null;
  }
};

/** Numbers and checkboxes are stored as JSON numbers and booleans; the rest as text. */
export const toStored = (def: Pick<TCustomAttribute, 'attribute_display_type'>, raw: string): unknown => {
  const v = raw.trim();
  switch (def.attribute_display_type) {
    case 'number':
    case 'currency':
    case 'percent':
      return Number(v);
    case 'checkbox':
      return v === 'true';
    case 'text':
    case 'link':
    case 'date':
    case 'list':
      return v;
  }
};
