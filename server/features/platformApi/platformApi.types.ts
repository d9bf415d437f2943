import type { findAccountById } from '../accounts/index.ts';

export type TAccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;
