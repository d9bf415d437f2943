import { z } from 'zod';
import type { TCustomFilter } from '../customFilters.ts';
import { tie } from './tie.ts';

/** TCustomFilter (common/contracts/customFilters.ts), tied to it: a change on one side alone fails tsc. */
export const ZCustomFilter = tie<TCustomFilter>()(
  z.object({
    id: z.number(),
    name: z.string(),
    filter_type: z.enum(['contact', 'report', 'conversation']),
    query: z.unknown(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

/** GET …/custom_filters. */
export const ZCustomFilterList = z.array(ZCustomFilter);
