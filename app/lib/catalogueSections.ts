/**
 * Sections of the English catalogue (common/i18n/en.json) that the conversation screen and the shell's first
 * load never read — settings, reports, contacts, help centre, profile, search and notification pages, the
 * dialogs the shell opens on demand — and that the dashboard never reads (the widget's). What the server writes (the CSAT page, the public portal, activity lines,
 * mails) is in the server catalogues, common/i18n/server/, which no bundle reads. They stay out of the entry bundle: the
 * build serves them as their own chunk (scripts/enCataloguePlugin.ts), fetched with the first page that
 * reads them (`settingsPage` in app/pages.tsx, `withLaterCatalogue` in app/lib/i18n.ts for lazy dialogs). Every other section ships with the entry.
 */
export const LATER_SECTIONS = [
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
] as const;

/**
 * Sections only the conversation tools read (merge, unmerge, split, previous conversations' messages; send later's
 * dialog and scheduled list): they
 * ship inside those lazy chunks (app/features/conversations/merge/toolsCatalogue.ts), so the conversation
 * screen's first load carries none of their words.
 */
export const TOOLS_SECTIONS = ['conversationTools', 'scheduled'] as const;

export type TCataloguePart = 'now' | 'later' | 'tools';

const partOf = (key: string): TCataloguePart =>
  (LATER_SECTIONS as readonly string[]).includes(key)
    ? 'later'
    : (TOOLS_SECTIONS as readonly string[]).includes(key)
      ? 'tools'
      : 'now';

/** The part of a catalogue that ships now, with the settings pages (later), or with the conversation tools. */
export const catalogueSections = (all: Record<string, unknown>, part: TCataloguePart) =>
  Object.fromEntries(Object.entries(all).filter(([key]) => partOf(key) === part));
