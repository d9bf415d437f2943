import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { platformAppPermissibles, platformApps } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type TPlatformAppRow = typeof platformApps.$inferSelect;
/** What a platform app may own (Chatwoot's permissible types). */
export type TPermissibleType = 'User' | 'Account' | 'AgentBot';

/** A new app and its token; only the token's SHA-256 is stored, so this answer is the one chance to show it. */
export const insertPlatformApp = async (db: TExecutor, name: string) => {
  const token = randomToken(24);
  const [app] = await db
    .insert(platformApps)
    .values({ name, tokenDigest: sha256(token) })
    .returning();
  if (!app) throw new Error('platform app insert returned nothing');
  return { app, token };
};

export const listPlatformApps = (db: TExecutor) => db.select().from(platformApps).orderBy(desc(platformApps.id));

/** Deletes the app (its permissibles go with it); the app as it was, null when there was none. */
export const deletePlatformApp = async (db: TExecutor, id: number) =>
  (await db.delete(platformApps).where(eq(platformApps.id, id)).returning())[0] ?? null;

export const findPlatformAppByToken = async (db: TExecutor, token: string) =>
  (
    await db
      .select()
      .from(platformApps)
      .where(eq(platformApps.tokenDigest, sha256(token)))
      .limit(1)
  )[0] ?? null;

export const addPermissible = (db: TExecutor, appId: number, type: TPermissibleType, id: number) =>
  db
    .insert(platformAppPermissibles)
    .values({ platformAppId: appId, permissibleType: type, permissibleId: id })
    .onConflictDoNothing();

export const hasPermissible = async (db: TExecutor, appId: number, type: TPermissibleType, id: number) =>
  (
    await db
      .select({ id: platformAppPermissibles.id })
      .from(platformAppPermissibles)
      .where(
        and(
          eq(platformAppPermissibles.platformAppId, appId),
          eq(platformAppPermissibles.permissibleType, type),
          eq(platformAppPermissibles.permissibleId, id),
        ),
      )
      .limit(1)
  ).length > 0;

/** The ids of one type the app owns, oldest first. */
export const permissibleIds = async (db: TExecutor, appId: number, type: TPermissibleType) =>
  (
    await db
      .select({ id: platformAppPermissibles.permissibleId })
      .from(platformAppPermissibles)
      .where(and(eq(platformAppPermissibles.platformAppId, appId), eq(platformAppPermissibles.permissibleType, type)))
      .orderBy(platformAppPermissibles.id)
  ).map((r) => r.id);

/** The object is gone: no app keeps a row for it (ids are not reused, but the table stays honest). */
export const removePermissibles = (db: TExecutor, type: TPermissibleType, id: number) =>
  db
    .delete(platformAppPermissibles)
    .where(and(eq(platformAppPermissibles.permissibleType, type), eq(platformAppPermissibles.permissibleId, id)));
