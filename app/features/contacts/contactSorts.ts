import type { TContactSort } from '../../../common/contracts/contacts.ts';

/** The sort menu: each column ascending and descending (Chatwoot's `sort=-name` convention). */
export const SORT_OPTIONS: { value: string; column: TContactSort; desc: boolean }[] = (
  ['last_activity_at', 'created_at', 'name', 'email', 'phone_number', 'company', 'city', 'country'] as const
).flatMap((column) => [
  { value: `-${column}`, column, desc: true },
  { value: column, column, desc: false },
]);

export const DEFAULT_SORT = '-last_activity_at';
