import type { TAttributeDisplayType, TCustomAttribute } from '../../../common/contracts/customAttributes.ts';

/** One attribute as the contact panel shows it: its definition's name (or the key, humanised) and a formatted value. */
export interface TAttributeLine {
  key: string;
  label: string;
  value: string;
  /** A link attribute's address, when it is http(s). */
  href?: string;
}

/** "device_category" → "Device category"; "planTier" → "Plan tier". */
export const humaniseKey = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored value in the reader's language, by the definition's display type (text when there is none). */
export const formatAttribute = (
  value: unknown,
  type: TAttributeDisplayType | undefined,
  lng: string,
  words: { yes: string; no: string },
): string => {
  const raw = typeof value === 'string' ? value : String(value);
  const n = typeof value === 'number' ? value : Number(raw);
  switch (type) {
    case 'checkbox':
      return value === true || raw === 'true' ? words.yes : words.no;
    case 'number':
      return raw.trim() !== '' && Number.isFinite(n) ? new Intl.NumberFormat(lng).format(n) : raw;
    case 'currency':
      return raw.trim() !== '' && Number.isFinite(n)
        ? new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
        : raw;
    case 'percent':
      return raw.trim() !== '' && Number.isFinite(n)
        ? new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100)
        : raw;
    case 'date': {
      const m = DAY.exec(raw);
      const at = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(raw);
      return Number.isNaN(at.getTime()) ? raw : new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(at);
    }
    case 'text':
    case 'link':
    case 'list':
    case undefined:
      return raw;
  }
};

const isHttp = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The attributes with a value (scalars only), named and formatted by their definitions. */
export const attributeLines = (
  attrs: Record<string, unknown> | undefined,
  defs: readonly TCustomAttribute[],
  lng: string,
  words: { yes: string; no: string },
): TAttributeLine[] =>
  Object.entries(attrs ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object')
    .map(([key, v]) => {
      const def = defs.find((d) => d.attribute_key === key);
      const value = formatAttribute(v, def?.attribute_display_type, lng, words);
      const href = def?.attribute_display_type === 'link' && isHttp(String(v)) ? String(v) : undefined;
      return { key, label: def?.attribute_display_name || humaniseKey(key), value, ...(href && { href }) };
    });
