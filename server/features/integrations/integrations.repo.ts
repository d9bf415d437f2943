import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { dashboardApps, inboxes, integrationHooks, webhooks } from '../../db/schema/index.ts';

export type THookRow = typeof integrationHooks.$inferSelect;
export type TDashboardAppRow = typeof dashboardApps.$inferSelect;
export type THookWithInbox = { hook: THookRow; inboxName: string | null };

const hookWithInbox = { hook: integrationHooks, inboxName: inboxes.name };

export const listHooks = (db: TExecutor, accountId: number) =>
  db
    .select(hookWithInbox)
    .from(integrationHooks)
    .leftJoin(inboxes, eq(inboxes.id, integrationHooks.inboxId))
    .where(eq(integrationHooks.accountId, accountId))
    .orderBy(integrationHooks.id);

export const findHook = async (db: TExecutor, accountId: number, id: number): Promise<THookWithInbox | null> =>
  (
    await db
      .select(hookWithInbox)
      .from(integrationHooks)
      .leftJoin(inboxes, eq(inboxes.id, integrationHooks.inboxId))
      .where(and(eq(integrationHooks.accountId, accountId), eq(integrationHooks.id, id)))
  )[0] ?? null;

/** The enabled hooks of an app in an inbox (an inbox app's adapters look them up per event). */
export const enabledInboxHooks = (db: TExecutor, accountId: number, inboxId: number, appId: string) =>
  db
    .select()
    .from(integrationHooks)
    .where(
      and(
        eq(integrationHooks.accountId, accountId),
        eq(integrationHooks.inboxId, inboxId),
        eq(integrationHooks.appId, appId),
        eq(integrationHooks.status, 1),
      ),
    )
    .orderBy(integrationHooks.id);

/** The account's enabled hook of an account-level app (one per account), if any. */
export const enabledAccountHook = async (db: TExecutor, accountId: number, appId: string) =>
  (
    await db
      .select()
      .from(integrationHooks)
      .where(
        and(
          eq(integrationHooks.accountId, accountId),
          eq(integrationHooks.appId, appId),
          eq(integrationHooks.status, 1),
        ),
      )
      .orderBy(integrationHooks.id)
      .limit(1)
  )[0] ?? null;

export const countAppHooks = async (db: TExecutor, accountId: number, appId: string, inboxId: number | null) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(integrationHooks)
      .where(
        and(
          eq(integrationHooks.accountId, accountId),
          eq(integrationHooks.appId, appId),
          inboxId === null ? undefined : eq(integrationHooks.inboxId, inboxId),
        ),
      )
  )[0]?.n ?? 0;

export const insertHook = async (db: TExecutor, values: typeof integrationHooks.$inferInsert) =>
  (await db.insert(integrationHooks).values(values).returning())[0]!;

export const updateHook = (
  db: TExecutor,
  accountId: number,
  id: number,
  values: Partial<Pick<THookRow, 'status' | 'settings' | 'sealedSecrets' | 'referenceId' | 'sealedAccessToken'>>,
) =>
  db
    .update(integrationHooks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(integrationHooks.accountId, accountId), eq(integrationHooks.id, id)));

export const deleteHook = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(integrationHooks)
      .where(and(eq(integrationHooks.accountId, accountId), eq(integrationHooks.id, id)))
      .returning({ id: integrationHooks.id })
  ).length > 0;

export const hasInbox = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ id: inboxes.id })
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, inboxId)))
  ).length > 0;

/** Whether the account has any webhook / dashboard app (what `enabled` means for those two apps). */
export const hasWebhooks = async (db: TExecutor, accountId: number) =>
  (await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.accountId, accountId)).limit(1)).length > 0;

export const listDashboardApps = (db: TExecutor, accountId: number) =>
  db.select().from(dashboardApps).where(eq(dashboardApps.accountId, accountId)).orderBy(dashboardApps.id);

export const findDashboardApp = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(dashboardApps)
      .where(and(eq(dashboardApps.accountId, accountId), eq(dashboardApps.id, id)))
  )[0] ?? null;

export const insertDashboardApp = async (db: TExecutor, values: typeof dashboardApps.$inferInsert) =>
  (await db.insert(dashboardApps).values(values).returning())[0]!;

export const updateDashboardApp = async (
  db: TExecutor,
  accountId: number,
  id: number,
  values: Partial<Pick<TDashboardAppRow, 'title' | 'content'>>,
) =>
  (
    await db
      .update(dashboardApps)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(dashboardApps.accountId, accountId), eq(dashboardApps.id, id)))
      .returning()
  )[0] ?? null;

export const deleteDashboardApp = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(dashboardApps)
      .where(and(eq(dashboardApps.accountId, accountId), eq(dashboardApps.id, id)))
      .returning({ id: dashboardApps.id })
  ).length > 0;

/** The account's hook of a one-per-account app (Linear). */
export const findAppHook = async (db: TExecutor, accountId: number, appId: string) =>
  (
    await db
      .select()
      .from(integrationHooks)
      .where(and(eq(integrationHooks.accountId, accountId), eq(integrationHooks.appId, appId)))
      .orderBy(integrationHooks.id)
      .limit(1)
  )[0] ?? null;

/** The account has an enabled hook of the app, for any inbox or none (the Slack and Dialogflow consumers' `inUse`). */
export const integrationInUse = (appId: string) => (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${integrationHooks} WHERE ${integrationHooks.accountId} = ${accountId}
    AND ${integrationHooks.appId} = ${appId} AND ${integrationHooks.status} = 1)`;
