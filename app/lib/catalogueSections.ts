/**
 * Sections of the English catalogue (common/i18n/en.json) that the conversation screen and the shell's first
 * load never read — settings, reports, contacts, help centre, profile, search and notification pages, the
 * dialogs the shell opens on demand — and that the dashboard never reads (the widget's). What the server writes (the CSAT page, the public portal, activity lines,
 * mails) is in the server catalogues, common/i18n/server/, which no bundle reads. They stay out of the entry bundle: the
 * build serves them as their own chunk (scripts/enCataloguePlugin.ts), fetched with the first page that
 * reads them (`settingsPage` in app/pages.tsx, `withLaterCatalogue` in app/lib/i18n.ts for lazy dialogs). Every other section ships with the entry.
 */
export const LATER_SECTIONS = [
  // Captain's assistants, tools, playground and report pages.
  'captainAssistants',
  'inboxesPage',
  'webhooksPage',
  'automation',
  'automationPage',
  'agentBotsPage',
  'accountSettings',
  'teamsPage',
  'customAttributesPage',
  'cannedPage',
  'labelsPage',
  'campaignsPage',
  'reportsPage',
  'csatReport',
  'slaPage',
  'agents',
  'widgetChat',
  'mfa',
  // Pages and dialogs outside the conversation screen, which wait for this part (settingsPage, withLaterCatalogue).
  'contactsPage',
  'helpCenter',
  'helpCenterUpgrade',
  'profile',
  'notificationTypes',
  'integrationsPage',
  // The banners across the frame: each its own chunk, loaded with this part when its rule shows it (BannerStack).
  'banner',
  // Settings → Macros; running a macro from the conversation screen reads macroRun, which ships with the entry.
  'macrosPage',
  // The new-conversation dialog (a lazy chunk, withLaterCatalogue); its button's label is conversations.startNew.
  'newConversation',
  // The conversation screen's dashboard-app tabs: a lazy chunk loaded only when the account has dashboard apps.
  'dashboardAppTabs',
  // The conversation sidebar's Linear panel and its dialogs: a lazy chunk loaded only when Linear is connected.
  'linearPanel',
  // The contact panel's Shopify orders: a lazy chunk loaded only when a store is connected.
  'shopifyPanel',
  'slaReport',
  'campaignRecipients',
  'dateRange',
  'search',
  'inboxView',
  'notificationPanel',
  'onboarding',
  'shortcuts',
  // The placeholder page of routes without a page yet (a lazy laterPage) and the wizards' steps it and the
  // settings wizards draw.
  'placeholder',
  'wizardFlows',
  // Components only those pages render.
  'typeToConfirm',
  'colorPicker',
  'phoneInput',
  'avatarUpload',
  'code',
  'channels',
  // The account switcher and new-account dialogs (withLaterCatalogue; the no-account pages are laterPage).
  'accountSelector',
  'createAccount',
  // The public pages besides sign-in, and the no-account pages (all laterPage in app/pages.tsx).
  'signup',
  'forgotPassword',
  'resetPassword',
  'confirmation',
  'suspended',
  'noAccounts',
  // The installation console (/super_admin, its own lazy chunk).
  'superAdmin',
  // Settings → Custom roles and the agent dialogs' role choice (agents/, a settings feature).
  'customRolesPage',
  // Settings → Audit logs (auditLogs/, a settings page).
  'auditLogs',
  // Captain's pages (captain*/, lazy pages).
  'captainNav',
  'captainKnowledge',
  // Settings → Security (sso/: single sign-on).
  'ssoPage',
  'retentionPage',
  // The command palette (a lazy dialog, withLaterCatalogue); its button's label is shell.openCommandPalette.
  'commandPalette',
  // Captain's reply-box dialog and its failures' words (a lazy chunk, withLaterCatalogue); its button's label is
  // routes.captain.
  'captainAssist',
  // Captain's copilot panel (a lazy chunk, withLaterCatalogue, conversations/ConversationView.tsx); its button's
  // label is conversations.copilot.
  'captainCopilot',
] as const;

/**
 * Sections only the conversation tools read (merge, unmerge, split, previous conversations' messages; send later's
 * dialog and scheduled list): they
 * ship inside those lazy chunks (app/features/conversations/merge/toolsCatalogue.ts), so the conversation
 * screen's first load carries none of their words.
 */
export const TOOLS_SECTIONS = ['conversationTools', 'scheduled', 'emailTools'] as const;

/**
 * Parts of a section that ships now which wait for the later part too: `section.group` with the keys of that group
 * the first screen reads (the rest load with the later part; i18next merges it into the section). The
 * conversation filter's dialog (FilterModal, a lazy chunk loaded withLaterCatalogue) and the contacts filter
 * read the filter's words; the list pane reads only its button, folder and "applied" words. The transcript
 * dialog (TranscriptDialog, lazy with the later part) reads all of its group; the menu item is actions.transcript.
 */
export const LATER_GROUPS = {
  'conversations.filter': ['open', 'editFolder', 'applied', 'clear'],
  'conversations.transcript': [],
} as const satisfies Record<string, readonly string[]>;

export type TCataloguePart = 'now' | 'later' | 'tools';

type TTree = Record<string, unknown>;

/** The section with each of its later groups cut to the keys kept (`keep`) or to the rest (`!keep`). */
const cutGroups = (name: string, section: unknown, keep: boolean): unknown => {
  const groups = Object.entries(LATER_GROUPS).filter(([path]) => path.startsWith(`${name}.`));
  if (groups.length === 0 || typeof section !== 'object' || section === null) return keep ? section : undefined;
  const out: TTree = keep ? { ...(section as TTree) } : {};
  for (const [path, kept] of groups) {
    const group = path.slice(name.length + 1);
    const words = (section as TTree)[group] as TTree | undefined;
    if (!words) continue;
    out[group] = Object.fromEntries(
      Object.entries(words).filter(([key]) => (kept as readonly string[]).includes(key) === keep),
    );
  }
  return out;
};

const partOf = (key: string): TCataloguePart =>
  (LATER_SECTIONS as readonly string[]).includes(key)
    ? 'later'
    : (TOOLS_SECTIONS as readonly string[]).includes(key)
      ? 'tools'
      : 'now';

/**
 * The part of a catalogue that ships now, with the settings pages (later), or with the conversation tools. A
 * section that ships now leaves its later groups' other keys to the later part.
 */
export const catalogueSections = (all: Record<string, unknown>, part: TCataloguePart) => {
  const sections = Object.entries(all).filter(([key]) => partOf(key) === part);
  if (part === 'tools') return Object.fromEntries(sections);
  const nowSections = Object.entries(all).filter(([key]) => partOf(key) === 'now');
  if (part === 'now') return Object.fromEntries(nowSections.map(([key, value]) => [key, cutGroups(key, value, true)]));
  const laterGroups = nowSections
    .map(([key, value]) => [key, cutGroups(key, value, false)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries([...sections, ...laterGroups]);
};
