import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md "Tree": one schema file per table, except channels.ts (the channel_* tables) and a
 * parent kept with the child tables that only it owns. A new table gets its own file, or a line here.
 */
const SHARED: Record<string, string[]> = {
  'campaignRecipients.ts': ['campaign_recipients', 'campaign_launches', 'campaign_send_slots'],
  'automationRules.ts': ['automation_rules', 'automation_rule_runs'],
  'accountSsoSettings.ts': ['account_sso_settings', 'sso_identities', 'sso_requests', 'sso_assertions'],
  'captainAssistants.ts': ['captain_assistants', 'captain_inboxes'],
  'captainCopilotThreads.ts': ['captain_copilot_threads', 'captain_copilot_messages'],
  'captainDocuments.ts': ['captain_documents', 'captain_document_chunks'],
  'contacts.ts': ['contacts', 'contact_inboxes'],
  'reportArchive.ts': ['archived_conversations', 'archived_messages'],
  'conversations.ts': ['conversations', 'messages'],
  'events.ts': ['events', 'event_dispatch'],
  'inboxes.ts': ['inboxes', 'inbox_members', 'working_hours'],
  'teams.ts': ['teams', 'team_members'],
  'userMfa.ts': ['user_mfa', 'user_mfa_backup_codes'],
  'webhooks.ts': ['webhooks', 'webhook_deliveries'],
};

const dir = new URL('./', import.meta.url);
const tablesOf = (file: string) =>
  [...fs.readFileSync(new URL(file, dir), 'utf8').matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)].map((m) => m[1]);

describe('schema files', () => {
  it('hold one table each, but channels.ts and the parents listed with their children', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    for (const file of files) {
      const tables = tablesOf(file);
      if (file === 'channels.ts') expect(tables.every((t) => t?.startsWith('channel_'))).toBe(true);
      else expect([file, tables]).toEqual([file, SHARED[file] ?? [tables[0]]]);
      expect(tables.length).toBeGreaterThan(0);
    }
  });
});
