/**
 * Sections of the English catalogue (common/i18n/en.json) that only settings pages read, and that the
 * dashboard never reads (the widget's). What the server writes (the CSAT page, the public portal, activity lines,
 * mails) is in the server catalogues, common/i18n/server/, which no bundle reads. They stay out of the entry bundle: the
 * build serves them as their own chunk (scripts/enCataloguePlugin.ts), fetched with the first settings
 * page (`settingsPage` in app/pages.tsx). Every other section ships with the entry.
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
  'reportsPage',
  'csatReport',
  'slaPage',
  'agents',
  'widgetChat',
  'mfa',
] as const;

/** The part of a catalogue that ships now (`later` false) or with the settings pages (`later` true). */
export const catalogueSections = (all: Record<string, unknown>, later: boolean) =>
  Object.fromEntries(
    Object.entries(all).filter(([key]) => (LATER_SECTIONS as readonly string[]).includes(key) === later),
  );
