import { z } from 'zod';

export const ATTRIBUTE_DISPLAY_TYPES = [
  'text',
  'number',
  'currency',
  'percent',
  'link',
  'date',
  'list',
  'checkbox',
] as const;
export type TAttributeDisplayType = (typeof ATTRIBUTE_DISPLAY_TYPES)[number];
export const ATTRIBUTE_MODELS = ['conversation_attribute', 'contact_attribute'] as const;
export type TAttributeModel = (typeof ATTRIBUTE_MODELS)[number];

/** Accepts the integer (OpenAPI), its string form, or the name. */
const enumOrIndex = <T extends readonly [string, ...string[]]>(names: T) =>
  z.union([z.number().int(), z.string().trim()]).transform((v, ctx): T[number] => {
    const byIndex = typeof v === 'number' || /^\d+$/.test(v) ? names[Number(v)] : undefined;
    const found = byIndex ?? (names.includes(v as string) ? (v as T[number]) : undefined);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message: 'is not included in the list' });
      return z.NEVER;
    }
    return found;
  });

export const ZAttributeModel = enumOrIndex(ATTRIBUTE_MODELS);
export const ZAttributeDisplayType = enumOrIndex(ATTRIBUTE_DISPLAY_TYPES);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const ZCustomAttributeFields = z.object({
  attribute_display_name: z.string().trim().min(1).max(255),
  attribute_key: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[a-zA-Z0-9_]+$/, { message: 'may contain only letters, digits and underscores' }),
  attribute_display_type: ZAttributeDisplayType,
  attribute_model: ZAttributeModel,
  attribute_description: optionalText(2000),
  attribute_values: z.array(z.string().trim().min(1).max(255)).max(200),
  default_value: optionalText(2000),
  regex_pattern: optionalText(255).refine(
    (v) => {
      if (!v) return true;
      try {
        new RegExp(v);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'is not a valid regular expression' },
  ),
  regex_cue: optionalText(255),
});

export const ZCreateCustomAttributeRequest = ZCustomAttributeFields.extend({
  attribute_display_type: ZAttributeDisplayType.default('text'),
  attribute_model: ZAttributeModel.default('conversation_attribute'),
  attribute_values: ZCustomAttributeFields.shape.attribute_values.default([]),
}).refine((v) => v.attribute_display_type !== 'list' || v.attribute_values.length > 0, {
  message: 'need at least one value for a list',
  path: ['attribute_values'],
});
export type TCreateCustomAttributeRequest = z.infer<typeof ZCreateCustomAttributeRequest>;
export const ZUpdateCustomAttributeRequest = ZCustomAttributeFields.partial();
export type TUpdateCustomAttributeRequest = z.infer<typeof ZUpdateCustomAttributeRequest>;

export const ZCustomAttributeListQuery = z.object({ attribute_model: ZAttributeModel.optional() });

export interface TCustomAttribute {
  id: number;
  attribute_display_name: string;
  attribute_display_type: TAttributeDisplayType;
  attribute_description: string | null;
  attribute_key: string;
  regex_pattern: string | null;
  regex_cue: string | null;
  attribute_values: string[];
  attribute_model: TAttributeModel;
  default_value: string | null;
  created_at: string;
  updated_at: string;
}

/** Turns a display name into a key the way the settings form suggests it. */
export const keyFromDisplayName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
