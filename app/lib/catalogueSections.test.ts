import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en.json';
import { catalogueSections, LATER_GROUPS, LATER_SECTIONS, TOOLS_SECTIONS } from './catalogueSections.ts';

type TTree = Record<string, unknown>;
const deepMerge = (a: TTree, b: TTree): TTree => {
  const out: TTree = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] = typeof v === 'object' && v !== null && typeof a[k] === 'object' ? deepMerge(a[k] as TTree, v as TTree) : v;
  return out;
};

const appDir = path.resolve(import.meta.dirname, '..');
/** Where the later sections may be read: pages loaded with settingsPage (app/pages.tsx), chunks loaded withLaterCatalogue, and what they import. */
const SETTINGS_FEATURES = [
  // Captain's pages (assistants, tools, playground, report, documents, FAQs): laterPage in app/pages.tsx.
  'captain',
  'inboxes',
  'webhooks',
  // Settings pages, and the conversation's dashboard-app tabs (a lazy chunk: integrations/loaders.ts).
  'integrations',
  'automation',
  'macros',
  'agentBots',
  // The installation console: one lazy chunk loaded with the later part (superAdmin/loaders.ts).
  'superAdmin',
  'auditLogs',
  // Settings → Security (single sign-on).
  'sso',
  // Settings → Data retention.
  'retention',
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
  // Captain's pages (laterPage in app/pages.tsx).
  'captain',
];
/** Shared files only those pages render: CopyField (account settings, agents, agent bots, webhooks, inboxes). */
const SETTINGS_ONLY_FILES = [
  // Titles the public pages; a page's route matches once its lazy part (laterPage: the later catalogue) resolved.
  'features/orientation/PublicPageTitle.tsx',
  // The public pages besides sign-in and the no-account pages: laterPage in app/pages.tsx.
  'features/auth/SignupPage.tsx',
  // Sign in with SSO: waits for the later part before it renders (as MfaSignInStep).
  'features/auth/SsoSignIn.tsx',
  'features/auth/ForgotPasswordPage.tsx',
  'features/auth/ResetPasswordPage.tsx',
  'features/auth/ConfirmationPage.tsx',
  'features/accounts/NoAccountsPage.tsx',
  'features/accounts/SuspendedPage.tsx',
  // The banners: each its own chunk, loaded with withLaterCatalogue (banners/BannerStack.tsx).
  'features/banners/ImpersonationBanner.tsx',
  'features/banners/UpdateBanner.tsx',
  'features/banners/UsageLimitBanner.tsx',
  'features/banners/PaymentPendingBanner.tsx',
  'features/banners/EmailVerificationBanner.tsx',
  'features/banners/MfaEnrolmentBanner.tsx',
  'components/CopyField.tsx',
  // The sign-in's two-factor step: LoginPage loads the later part before it shows the step.
  'features/auth/LoginPage.tsx',
  'features/auth/MfaSignInStep.tsx',
  'features/auth/mfaErrorMessage.ts',
  // The new-conversation dialog and its parts: loaded with withLaterCatalogue (NewConversationButton.tsx).
  'features/conversations/newConversation/NewConversationDialog.tsx',
  'features/conversations/newConversation/EmailFields.tsx',
  'features/conversations/newConversation/TemplatePicker.tsx',
  'features/conversations/newConversation/TemplatesEmpty.tsx',
  // Captain's reply-box dialog: loaded with withLaterCatalogue (conversations/captain/CaptainButton.tsx).
  'features/conversations/captain/CaptainAssistDialog.tsx',
  // Captain's copilot panel: loaded with withLaterCatalogue (conversations/ConversationView.tsx).
  'features/conversations/copilot/CopilotPanel.tsx',
  'features/conversations/copilot/CopilotMessage.tsx',
  // The command palette: loaded with withLaterCatalogue (shell/AccountLayout.tsx).
  'features/commandPalette/CommandPalette.tsx',
  'features/commandPalette/paletteCommands.ts',
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
    // The later part: its sections, and the later groups of sections that ship now (merged in by i18next).
    const groupSections = [...new Set(Object.keys(LATER_GROUPS).map((p) => p.split('.')[0] ?? ''))];
    expect(Object.keys(later).sort()).toEqual([...LATER_SECTIONS, ...groupSections].sort());
    expect(Object.keys(tools).sort()).toEqual([...TOOLS_SECTIONS].sort());
    const merged: Record<string, unknown> = { ...now, ...tools };
    for (const [key, value] of Object.entries(later))
      merged[key] = key in now ? deepMerge(now[key] as TTree, value as TTree) : value;
    expect(merged).toEqual(en);
    expect(Object.keys(now).some((key) => key in tools)).toBe(false);
    expect(Object.keys(now).filter((key) => key in later)).toEqual(groupSections);
  });

  it('keeps only the named keys of a later group in the part that ships now', () => {
    const now = catalogueSections(en, 'now') as { conversations: { filter: TTree; transcript: TTree } };
    const later = catalogueSections(en, 'later') as { conversations: { filter: TTree; transcript: TTree } };
    expect(Object.keys(now.conversations.filter).sort()).toEqual([...LATER_GROUPS['conversations.filter']].sort());
    expect(Object.keys(later.conversations).sort()).toEqual(['filter', 'transcript']);
    expect(Object.keys(later.conversations.filter).length).toBeGreaterThan(20);
    // A group that keeps nothing now ships whole with the later part.
    expect(now.conversations.transcript).toEqual({});
    expect(later.conversations.transcript).toEqual(en.conversations.transcript);
  });

  it("leaves the later groups' other words to files that wait for the later part", () => {
    // The filter dialog (FilterModal and the inputs it imports: loaded withLaterCatalogue) and the contacts filter.
    const allowed = [
      'features/conversations/FilterModal.tsx',
      'features/conversations/FilterValueInput.tsx',
      'features/contacts/FilterRowEditor.tsx',
    ];
    const kept = LATER_GROUPS['conversations.filter'] as readonly string[];
    const readers = sourceFiles(appDir).filter((file) => {
      const uses = [...fs.readFileSync(file, 'utf8').matchAll(/conversations\.filter\.([A-Za-z]+)/g)].map((m) => m[1]);
      return uses.some((key) => !kept.includes(key ?? ''));
    });
    expect(readers.map((f) => path.relative(appDir, f)).sort()).toEqual([...allowed].sort());
  });

  it('keeps the tools sections to the tools folders, whose chunks carry them', () => {
    // The conversation tools, send later and the email tools (lazy chunks that import merge/toolsCatalogue.ts first).
    const folders = [
      'features/conversations/merge/',
      'features/conversations/scheduled/',
      'features/conversations/email/',
    ];
    const readers = sourceFiles(appDir).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(appDir, file);
      return TOOLS_SECTIONS.filter((s) => new RegExp(`['"\`]${s}\\.`).test(text)).map((s) => ({ s, rel }));
    });
    expect(readers.filter(({ rel }) => !folders.some((f) => rel.startsWith(f)))).toEqual([]);
    const scheduled = readers.filter(({ rel }) => folders.slice(1).some((f) => rel.startsWith(f)));
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
