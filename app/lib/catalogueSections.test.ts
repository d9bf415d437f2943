import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import { catalogueSections, LATER_SECTIONS, TOOLS_SECTIONS } from './catalogueSections.ts';

const appDir = path.resolve(import.meta.dirname, '..');
/** Where the later sections may be read: pages loaded with settingsPage (app/pages.tsx), chunks loaded withLaterCatalogue, and what they import. */
const SETTINGS_FEATURES = [
  'inboxes',
  'webhooks',
  'automation',
  'macros',
  'agentBots',
  'accountSettings',
  'teams',
  'customAttributes',
  'cannedResponses',
  'labels',
  'campaigns',
  'reports',
  'csatReports',
  'sla',
  'campaignDelivery',
  'agents',
  'profile',
  'contacts',
  'helpCenter',
  'search',
  'notifications',
  'onboarding',
];
/** Shared files only those pages render: CopyField (account settings, agents, agent bots, webhooks, inboxes). */
const SETTINGS_ONLY_FILES = [
  'components/CopyField.tsx',
  // The sign-in's two-factor step: LoginPage loads the later part before it shows the step.
  'features/auth/LoginPage.tsx',
  'features/auth/MfaSignInStep.tsx',
  'features/auth/mfaErrorMessage.ts',
  // Loaded with withLaterCatalogue: the help centre's upgrade page and the shortcuts dialog.
  'features/navigation/HelpCenterUpgradePage.tsx',
  'features/shell/ShortcutsHelpModal.tsx',
  // The placeholder page is a laterPage (app/pages.tsx); wizardFlows.ts only names the keys its frames read.
  'features/shell/PlaceholderPage.tsx',
  'features/navigation/wizardFlows.ts',
  // Only the report pages render the date range picker.
  'components/dateRangePicker/DateRangePicker.tsx',
  'components/dateRangePicker/RangeCalendar.tsx',
  // Only settings, contact, help centre and profile pages render these.
  'components/TypeToConfirmDialog.tsx',
  'components/ColorPicker.tsx',
  'components/phoneInput/PhoneInput.tsx',
  'components/AvatarUpload.tsx',
  'components/codeSnippet/CodeSnippet.tsx',
  // The account dialogs, loaded withLaterCatalogue or inside the no-account pages (laterPage).
  'features/accounts/AccountSelectorDialog.tsx',
  'features/accounts/CreateAccountDialog.tsx',
];

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

describe('the English catalogue in two parts', () => {
  it('splits every section into exactly one part', () => {
    const now = catalogueSections(en, 'now');
    const later = catalogueSections(en, 'later');
    const tools = catalogueSections(en, 'tools');
    expect(Object.keys(later).sort()).toEqual([...LATER_SECTIONS].sort());
    expect(Object.keys(tools).sort()).toEqual([...TOOLS_SECTIONS].sort());
    expect({ ...now, ...later, ...tools }).toEqual(en);
    expect(Object.keys(now).some((key) => key in later || key in tools)).toBe(false);
  });

  it('keeps the tools sections to the tools folders, whose chunks carry them', () => {
    // The conversation tools and send later (lazy chunks that import merge/toolsCatalogue.ts first).
    const folders = ['features/conversations/merge/', 'features/conversations/scheduled/'];
    const readers = sourceFiles(appDir).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(appDir, file);
      return TOOLS_SECTIONS.filter((s) => new RegExp(`['"\`]${s}\\.`).test(text)).map((s) => ({ s, rel }));
    });
    expect(readers.filter(({ rel }) => !folders.some((f) => rel.startsWith(f)))).toEqual([]);
    const scheduled = readers.filter(({ rel }) => rel.startsWith(folders[1] ?? ''));
    for (const { rel } of scheduled)
      expect(fs.readFileSync(path.join(appDir, rel), 'utf8'), rel).toContain("import '../merge/toolsCatalogue.ts';");
    expect(readers.length).toBeGreaterThan(3);
  });

  it('keeps the later sections to the settings pages, which wait for them', () => {
    const readers = sourceFiles(appDir).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(appDir, file);
      return LATER_SECTIONS.filter((s) => new RegExp(`['"\`]${s}\\.`).test(text)).map((s) => ({ s, rel }));
    });
    const outside = readers.filter(
      ({ rel }) =>
        !SETTINGS_ONLY_FILES.includes(rel) && !SETTINGS_FEATURES.some((f) => rel.startsWith(`features/${f}/`)),
    );
    expect(outside).toEqual([]);
    expect(readers.length).toBeGreaterThan(20);
  });
});
