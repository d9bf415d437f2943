import { HELP_CENTER_LOCALES } from '../../../common/helpCenterLocales.ts';
import type { TPortal } from './helpCenterTypes.ts';

/** A locale code's language name from the spec's table; an unknown code shows as itself. */
export const localeName = (code: string) => HELP_CENTER_LOCALES[code] ?? code;

/** Every locale of the table as select options, "English (en)". */
export const localeOptions = () =>
  Object.entries(HELP_CENTER_LOCALES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** Part 2 §4: the route's portal, else the last active one, else the first. */
export const selectPortal = (
  portals: readonly TPortal[],
  routeSlug: string | undefined,
  lastActiveSlug: string | undefined,
): TPortal | undefined =>
  portals.find((p) => p.slug === routeSlug) ?? portals.find((p) => p.slug === lastActiveSlug) ?? portals[0];

/** Part 2 §4: the route's locale, else the portal's default (else its first allowed locale). */
export const selectLocale = (portal: TPortal, routeLocale: string | undefined) =>
  routeLocale ||
  portal.meta.default_locale ||
  portal.config.default_locale ||
  portal.config.allowed_locales[0]?.code ||
  'en';

/** Part 2 §2: the Help Center sidebar is hidden when the feature is off, with no portals, or toggled off. */
export const isHelpCenterSidebarShown = (input: { featureOn: boolean; portalCount: number; toggledOn: boolean }) =>
  input.featureOn && input.portalCount > 0 && input.toggledOn;

/** The ui_settings flag reads as shown unless it was saved as false. */
export const isSidebarToggledOn = (uiSettings: Record<string, unknown>) =>
  uiSettings.show_help_center_secondary_sidebar !== false;

/** Move one id by delta places (keyboard reorder); out-of-range moves leave the order as it is. */
export const moveItem = <T>(items: readonly T[], index: number, delta: number): T[] => {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
};

/** The public portal of a locale (opened in a new tab). */
export const publicPortalUrl = (slug: string, locale: string) =>
  `/hc/${encodeURIComponent(slug)}/${encodeURIComponent(locale)}`;

/** The allowed locales after adding one (no duplicates) or removing one (never the default). */
export const withLocale = (codes: readonly string[], code: string) =>
  codes.includes(code) ? [...codes] : [...codes, code];
export const withoutLocale = (codes: readonly string[], code: string, defaultLocale: string) =>
  code === defaultLocale ? [...codes] : codes.filter((c) => c !== code);
