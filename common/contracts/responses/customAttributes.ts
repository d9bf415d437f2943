import { z } from 'zod';
import type { TCustomAttribute } from '../customAttributes.ts';
import { tie } from './tie.ts';

/** TCustomAttribute (common/contracts/customAttributes.ts), tied to it: a change on one side alone fails tsc. */
export const ZCustomAttribute = tie<TCustomAttribute>()(
  z.object({
    id: z.number(),
    attribute_display_name: z.string(),
    attribute_display_type: z.enum(['number', 'date', 'text', 'link', 'currency', 'percent', 'list', 'checkbox']),
    attribute_description: z.string().nullable(),
    attribute_key: z.string(),
    regex_pattern: z.string().nullable(),
    regex_cue: z.string().nullable(),
    attribute_values: z.array(z.string()),
    attribute_model: z.enum(['conversation_attribute', 'contact_attribute']),
    default_value: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

/** GET …/custom_attribute_definitions. */
export const ZCustomAttributeList = z.array(ZCustomAttribute);
