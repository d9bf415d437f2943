import { z } from 'zod';
import { ZName } from './fields.ts';

export const CUSTOM_FILTER_TYPES = ['conversation', 'contact', 'report'] as const;
export type TCustomFilterType = (typeof CUSTOM_FILTER_TYPES)[number];
export const CUSTOM_FILTER_TYPE_VALUE: Record<TCustomFilterType, number> = { conversation: 0, contact: 1, report: 2 };
export const CUSTOM_FILTERS_PER_USER = 50;

export const ZCustomFilterQuery = z.object({
  payload: z
    .array(
      z.object({
        attribute_key: z.string().min(1).max(255),
        filter_operator: z.string().min(1).max(64),
        values: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).max(100),
        query_operator: z.enum(['and', 'or', 'AND', 'OR']).nullable().optional(),
        attribute_model: z.string().max(64).optional(),
        custom_attribute_type: z.string().max(64).optional(),
      }),
    )
    .min(1)
    .max(50),
});

export const ZCreateCustomFilterRequest = z.object({
  name: ZName,
  type: z.enum(CUSTOM_FILTER_TYPES).default('conversation'),
  query: ZCustomFilterQuery,
});
export type TCreateCustomFilterRequest = z.infer<typeof ZCreateCustomFilterRequest>;
/** Every field optional and none defaulted: a rename keeps the filter's type (no `conversation` default). */
export const ZUpdateCustomFilterRequest = z.object({
  name: ZName.optional(),
  type: z.enum(CUSTOM_FILTER_TYPES).optional(),
  query: ZCustomFilterQuery.optional(),
});
export type TUpdateCustomFilterRequest = z.infer<typeof ZUpdateCustomFilterRequest>;

export interface TCustomFilter {
  id: number;
  name: string;
  filter_type: TCustomFilterType;
  query: unknown;
  created_at: string;
  updated_at: string;
}
