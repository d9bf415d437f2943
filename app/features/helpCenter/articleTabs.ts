import type { TArticleTab } from './helpCenterTypes.ts';

/** The article lists' tabs and their routes (part 2 §2). */
export const ARTICLE_TABS: readonly { tab: TArticleTab; route: string; countKey: TCountKey }[] = [
  { tab: 'all', route: 'list_all_locale_articles', countKey: 'all_articles_count' },
  { tab: 'mine', route: 'list_mine_articles', countKey: 'mine_articles_count' },
  { tab: 'draft', route: 'list_draft_articles', countKey: 'draft_articles_count' },
  { tab: 'archived', route: 'list_archived_articles', countKey: 'archived_articles_count' },
];

type TCountKey = 'all_articles_count' | 'mine_articles_count' | 'draft_articles_count' | 'archived_articles_count';

export const tabOfRoute = (route: string | null): TArticleTab =>
  ARTICLE_TABS.find((t) => t.route === route)?.tab ?? 'all';
