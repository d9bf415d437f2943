import { z } from 'zod';
import { ZContactListQuery } from './contacts.ts';
import type { TAttributeDisplayType } from './customAttributes.ts';

/** Contact labels: POST replaces the whole list (Chatwoot's "Add Labels" overwrites). */
export const ZContactLabelsRequest = z.object({
  labels: z.array(z.string().trim().min(1).max(255)).max(100),
});
export type TContactLabelsRequest = z.infer<typeof ZContactLabelsRequest>;

export const ZContactNoteRequest = z.object({ content: z.string().trim().min(1).max(20_000) });
export type TContactNoteRequest = z.infer<typeof ZContactNoteRequest>;

export interface TContactNote {
  id: number;
  content: string;
  contact_id: number;
  user: { id: number; name: string; thumbnail: string } | null;
  created_at: number;
  updated_at: number;
}

export const CONTACT_FILTER_OPERATORS = [
  'equal_to',
  'not_equal_to',
  'contains',
  'does_not_contain',
  'is_present',
  'is_not_present',
  'is_greater_than',
  'is_less_than',
  'days_before',
] as const;
export type TContactFilterOperator = (typeof CONTACT_FILTER_OPERATORS)[number];

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly TContactFilterOperator[] = ['is_present', 'is_not_present'];

/** The standard attributes the advanced filter knows, with the kind that decides the allowed operators. */
export const STANDARD_CONTACT_FILTER_ATTRIBUTES = {
  name: 'text',
  email: 'text',
  phone_number: 'text',
  identifier: 'text',
  country_code: 'text',
  city: 'text',
  company: 'text',
  referer: 'text',
  blocked: 'boolean',
  labels: 'labels',
  created_at: 'date',
  last_activity_at: 'date',
} as const;
export type TFilterKind = 'text' | 'number' | 'date' | 'boolean' | 'labels' | 'list';

/** A custom attribute's display type as a filter kind (contact and conversation filters alike). */
export const FILTER_KIND_OF_TYPE: Record<TAttributeDisplayType, TFilterKind> = {
  text: 'text',
  link: 'text',
  number: 'number',
  currency: 'number',
  percent: 'number',
  date: 'date',
  list: 'list',
  checkbox: 'boolean',
};

export const OPERATORS_BY_KIND: Record<TFilterKind, readonly TContactFilterOperator[]> = {
  text: ['equal_to', 'not_equal_to', 'contains', 'does_not_contain', 'is_present', 'is_not_present'],
  list: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'],
  number: ['equal_to', 'not_equal_to', 'is_greater_than', 'is_less_than', 'is_present', 'is_not_present'],
  date: ['is_greater_than', 'is_less_than', 'days_before', 'is_present', 'is_not_present'],
  boolean: ['equal_to', 'not_equal_to'],
  labels: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'],
};

export const ZFilterCondition = z.object({
  attribute_key: z.string().trim().min(1).max(255),
  filter_operator: z.enum(CONTACT_FILTER_OPERATORS),
  values: z
    .union([z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).max(100), z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  query_operator: z
    .enum(['and', 'or', 'AND', 'OR'])
    .nullable()
    .optional()
    .transform((v) => (v ? (v.toLowerCase() as 'and' | 'or') : null)),
  attribute_model: z.string().max(64).optional(),
  custom_attribute_type: z.string().max(64).optional(),
});
export type TFilterCondition = z.infer<typeof ZFilterCondition>;

export const ZContactFilterRequest = z.object({ payload: z.array(ZFilterCondition).min(1).max(50) });
export type TContactFilterRequest = z.infer<typeof ZContactFilterRequest>;
export const ZContactFilterQuery = ZContactListQuery.pick({ page: true, sort: true, include_contact_inboxes: true });

export const ZContactMergeRequest = z.object({
  base_contact_id: z.coerce.number().int().positive().max(2_147_483_647),
  mergee_contact_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZDestroyCustomAttributesRequest = z.object({
  custom_attributes: z.array(z.string().min(1).max(255)).min(1).max(100),
});

/** Export: every contact, or those matching a filter payload. */
export const ZContactExportRequest = z.object({
  payload: z.array(ZFilterCondition).max(50).optional(),
  column_names: z.array(z.string().max(64)).max(30).optional(),
});
export type TContactExportRequest = z.infer<typeof ZContactExportRequest>;

export const DATA_IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TDataImportStatus = (typeof DATA_IMPORT_STATUSES)[number];

/** An import or export job's progress, as GET data_imports/{id} answers. */
export interface TDataImport {
  id: number;
  data_type: 'contacts' | 'contacts_export';
  status: TDataImportStatus;
  file_name: string | null;
  total_records: number;
  processed_records: number;
  failed_records: number;
  error: string | null;
  /** Account-scoped, authenticated download of the rejected rows (imports) or the file (exports). */
  failed_records_url: string | null;
  file_url: string | null;
  created_at: number;
  updated_at: number;
}

export const CONTACT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CONTACT_IMPORT_MAX_ROWS = 100_000;
export const CONTACT_EXPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone_number',
  'identifier',
  'company',
  'city',
  'country',
  'labels',
  'created_at',
  'last_activity_at',
] as const;
