import { z } from 'zod';
import type { TContactNote, TDataImport } from '../contactExtras.ts';
import { tie } from './tie.ts';

/** TContactNote (common/contracts/contactExtras.ts), tied to it: a change on one side alone fails tsc. */
export const ZContactNote = tie<TContactNote>()(
  z.object({
    id: z.number(),
    content: z.string(),
    contact_id: z.number(),
    user: z.object({ id: z.number(), name: z.string(), thumbnail: z.string() }).nullable(),
    created_at: z.number(),
    updated_at: z.number(),
  }),
);

/** TDataImport (common/contracts/contactExtras.ts), tied to it: a change on one side alone fails tsc. */
export const ZDataImport = tie<TDataImport>()(
  z.object({
    id: z.number(),
    data_type: z.enum(['contacts', 'contacts_export']),
    status: z.enum(['failed', 'pending', 'processing', 'completed']),
    file_name: z.string().nullable(),
    total_records: z.number(),
    processed_records: z.number(),
    failed_records: z.number(),
    error: z.string().nullable(),
    failed_records_url: z.string().nullable(),
    file_url: z.string().nullable(),
    created_at: z.number(),
    updated_at: z.number(),
  }),
);

/** GET …/contacts/:id/notes. */
export const ZContactNoteList = z.array(ZContactNote);
