import { describe, expect, it } from 'vitest';
import {
  isHelpCenterSidebarShown,
  isSidebarToggledOn,
  localeName,
  moveItem,
  selectLocale,
  selectPortal,
  withLocale,
  withoutLocale,
} from './helpCenterRules.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { HELP_CENTER_LOCALES } from '../../../common/helpCenterLocales.ts';

const portal = (slug: string, defaultLocale = 'en'): TPortal => ({
  id: slug.length,
  account_id: 1,
  name: slug,
  slug,
  archived: false,
  color: '#1f93ff',
  custom_domain: null,
  homepage_link: null,
  page_title: null,
  header_text: null,
  config: {
    allowed_locales: [{ code: defaultLocale, articles_count: 0, categories_count: 0 }],
    default_locale: defaultLocale,
    draft_locales: [],
  },
  logo: null,
  inbox_ids: [],
  meta: {
    all_articles_count: 0,
    archived_articles_count: 0,
    published_count: 0,
    draft_articles_count: 0,
    categories_count: 0,
    default_locale: defaultLocale,
  },
});

describe('help-centre rules', () => {
  it('selects the route portal, else the last active, else the first', () => {
    const list = [portal('a'), portal('b'), portal('c')];
    expect(selectPortal(list, 'c', 'b')?.slug).toBe('c');
    expect(selectPortal(list, undefined, 'b')?.slug).toBe('b');
    expect(selectPortal(list, 'gone', 'gone')?.slug).toBe('a');
    expect(selectPortal([], 'a', 'a')).toBeUndefined();
  });

  it('takes the route locale, else the portal default', () => {
    expect(selectLocale(portal('a', 'ar'), 'en')).toBe('en');
    expect(selectLocale(portal('a', 'ar'), undefined)).toBe('ar');
  });

  it('hides the sidebar when the feature is off, with no portals, or toggled off', () => {
    expect(isHelpCenterSidebarShown({ featureOn: true, portalCount: 1, toggledOn: true })).toBe(true);
    expect(isHelpCenterSidebarShown({ featureOn: false, portalCount: 1, toggledOn: true })).toBe(false);
    expect(isHelpCenterSidebarShown({ featureOn: true, portalCount: 0, toggledOn: true })).toBe(false);
    expect(isHelpCenterSidebarShown({ featureOn: true, portalCount: 1, toggledOn: false })).toBe(false);
    expect(isSidebarToggledOn({})).toBe(true);
    expect(isSidebarToggledOn({ show_help_center_secondary_sidebar: false })).toBe(false);
  });

  it('moves an item up and down within bounds', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('adds a locale once and never removes the default', () => {
    expect(withLocale(['en'], 'ar')).toEqual(['en', 'ar']);
    expect(withLocale(['en', 'ar'], 'ar')).toEqual(['en', 'ar']);
    expect(withoutLocale(['en', 'ar'], 'ar', 'en')).toEqual(['en']);
    expect(withoutLocale(['en', 'ar'], 'en', 'en')).toEqual(['en', 'ar']);
  });

  it('names locales from the table of about 600+ codes', () => {
    expect(Object.keys(HELP_CENTER_LOCALES).length).toBeGreaterThan(600);
    expect(localeName('en')).toBe('English');
    expect(localeName('ar')).toBe('Arabic');
    expect(localeName('pt_BR')).toBe('Brazilian Portuguese');
    expect(localeName('zh_Hans_CN')).toMatch(/Chinese/);
    expect(localeName('xx_unknown')).toBe('xx_unknown');
  });
});
