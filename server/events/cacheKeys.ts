import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { appendEvent } from './events.repo.ts';

export type TCachedModel = 'label' | 'inbox' | 'team';

/**
 * A label, inbox or team list changed: stamp the model's cache key and tell
 * every dashboard of the account, which revalidates its local copy.
 */
export const invalidateCache = async (tx: TExecutor, accountId: number, model: TCachedModel) => {
  const [row] = await tx
    .update(accounts)
    .set({ cacheKeys: sql`${accounts.cacheKeys} || jsonb_build_object(${model}::text, ${Date.now()}::bigint)` })
    .where(eq(accounts.id, accountId))
    .returning({ cacheKeys: accounts.cacheKeys, createdAt: accounts.createdAt });
  const base = row?.createdAt.getTime() ?? 0;
  const k = row?.cacheKeys ?? {};
  const cache_keys = { label: k.label ?? base, inbox: k.inbox ?? base, team: k.team ?? base };
  await appendEvent(tx, accountId, 'account.cache_invalidated', { cache_keys }, { kind: 'account' });
};
