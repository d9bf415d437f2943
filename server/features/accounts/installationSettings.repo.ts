import { eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { installationConfigs } from '../../db/schema/index.ts';

/** The console's settings, by Chatwoot's installation_configs names. */
export const SETTING_KEYS = [
  'INSTALLATION_NAME',
  'LOGO',
  'BRAND_COLOR',
  'SUPPORT_EMAIL',
  'ENABLE_ACCOUNT_SIGNUP',
  // Captain's model (docs/CAPTAIN.md); the key is stored sealed.
  'CAPTAIN_OPEN_AI_ENDPOINT',
  'CAPTAIN_OPEN_AI_API_KEY',
  'CAPTAIN_OPEN_AI_MODEL',
  'CAPTAIN_EMBEDDING_MODEL',
  'CAPTAIN_MONTHLY_LIMIT',
] as const;
export type TSettingKey = (typeof SETTING_KEYS)[number];

/** The stored values of the console's settings (a key never set is absent). */
export const readSettings = async (db: TExecutor): Promise<Partial<Record<TSettingKey, unknown>>> => {
  const rows = await db
    .select({ name: installationConfigs.name, value: installationConfigs.value })
    .from(installationConfigs)
    .where(inArray(installationConfigs.name, [...SETTING_KEYS]));
  return Object.fromEntries(rows.map((r) => [r.name, (r.value as { value?: unknown }).value]));
};

/** Stores each key's value (wrapped as {value}); null deletes the key, so the default applies again. */
export const writeSettings = async (db: TExecutor, values: Partial<Record<TSettingKey, unknown>>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) {
      await db.delete(installationConfigs).where(eq(installationConfigs.name, name));
      continue;
    }
    await db
      .insert(installationConfigs)
      .values({ name, value: { value } })
      .onConflictDoUpdate({ target: installationConfigs.name, set: { value: { value }, updatedAt: sql`now()` } });
  }
};
