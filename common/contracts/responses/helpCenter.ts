import { z } from 'zod';

/** Chatwoot's article statuses, in enum order (0 draft, 1 published, 2 archived). */
export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export const ZArticleStatus = z.enum(ARTICLE_STATUSES);
export type TArticleStatus = z.infer<typeof ZArticleStatus>;

/** One allowed locale of a portal, with its counts (config.allowed_locales[]). */
export const ZPortalLocale = z.object({
  code: z.string(),
  articles_count: z.number().int(),
  categories_count: z.number().int(),
});
export type TPortalLocale = z.infer<typeof ZPortalLocale>;

export const ZPortalLogo = z.object({
  id: z.string(),
  portal_id: z.number().int(),
  account_id: z.number().int(),
  file_type: z.string(),
  file_url: z.string(),
  blob_id: z.string(),
  filename: z.string(),
});

/** A portal (GET/POST/PATCH …/portals[/:portalSlug]; the list's items). Counts in meta are over all locales. */
export const ZPortal = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  custom_domain: z.string().nullable(),
  color: z.string(),
  homepage_link: z.string().nullable(),
  page_title: z.string().nullable(),
  header_text: z.string().nullable(),
  archived: z.boolean(),
  config: z.object({
    allowed_locales: z.array(ZPortalLocale),
    default_locale: z.string(),
    draft_locales: z.array(z.string()),
  }),
  logo: ZPortalLogo.nullable(),
  /** The website inboxes whose widget shows this portal. */
  inbox_ids: z.array(z.number().int()),
  meta: z.object({
    all_articles_count: z.number().int(),
    archived_articles_count: z.number().int(),
    published_count: z.number().int(),
    draft_articles_count: z.number().int(),
    categories_count: z.number().int(),
    default_locale: z.string(),
  }),
});
export type TPortal = z.infer<typeof ZPortal>;

/** GET …/portals. */
export const ZPortalList = z.object({
  payload: z.array(ZPortal),
  meta: z.object({ current_page: z.number().int(), portals_count: z.number().int() }),
});
export type TPortalList = z.infer<typeof ZPortalList>;

/** A category seen from another one (related_categories) or from an article. */
export const ZCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locale: z.string(),
  icon: z.string().nullable(),
});
export type TCategoryRef = z.infer<typeof ZCategoryRef>;

export const ZCategory = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  portal_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locale: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  position: z.number().int(),
  associated_category_id: z.number().int().nullable(),
  parent_category_id: z.number().int().nullable(),
  /** The same category in the portal's other locales (linked through associated_category_id, either way). */
  related_categories: z.array(ZCategoryRef),
  meta: z.object({ articles_count: z.number().int() }),
});
export type TCategory = z.infer<typeof ZCategory>;

/** GET …/categories. */
export const ZCategoryList = z.object({
  payload: z.array(ZCategory),
  meta: z.object({ current_page: z.number().int(), categories_count: z.number().int() }),
});
export type TCategoryList = z.infer<typeof ZCategoryList>;
/** POST/GET/PATCH …/categories[/:id] (Chatwoot wraps one category in payload). */
export const ZCategoryResponse = z.object({ payload: ZCategory });
export type TCategoryResponse = z.infer<typeof ZCategoryResponse>;

export const ZArticleAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  available_name: z.string(),
  avatar_url: z.string(),
  thumbnail: z.string(),
});

export const ZArticleMeta = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
});
export type TArticleMeta = z.infer<typeof ZArticleMeta>;

export const ZArticle = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  portal_id: z.number().int(),
  category_id: z.number().int().nullable(),
  author_id: z.number().int().nullable(),
  associated_article_id: z.number().int().nullable(),
  locale: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  description: z.string().nullable(),
  status: ZArticleStatus,
  position: z.number().int(),
  views: z.number().int(),
  meta: ZArticleMeta,
  /** Unix seconds, as Chatwoot. */
  updated_at: z.number().int(),
  category: ZCategoryRef.nullable(),
  /** The translations tied to this article (their associated_article_id is this id), as Chatwoot. */
  associated_articles: z.array(
    z.object({
      id: z.number().int(),
      account_id: z.number().int(),
      category_id: z.number().int().nullable(),
      title: z.string(),
      slug: z.string(),
      locale: z.string(),
      description: z.string().nullable(),
      status: ZArticleStatus,
      views: z.number().int(),
    }),
  ),
  author: ZArticleAuthor.nullable(),
});
export type TArticle = z.infer<typeof ZArticle>;

/** GET …/articles: the page, with counts over the portal + locale (the status tabs) and the filtered total. */
export const ZArticleListMeta = z.object({
  all_articles_count: z.number().int(),
  mine_articles_count: z.number().int(),
  published_count: z.number().int(),
  draft_articles_count: z.number().int(),
  archived_articles_count: z.number().int(),
  /** How many match the filters (all pages). */
  articles_count: z.number().int(),
  current_page: z.number().int(),
});
export const ZArticleList = z.object({ payload: z.array(ZArticle), meta: ZArticleListMeta });
export type TArticleList = z.infer<typeof ZArticleList>;
/** POST/GET/PATCH …/articles[/:id]. */
export const ZArticleResponse = z.object({ payload: ZArticle });
export type TArticleResponse = z.infer<typeof ZArticleResponse>;

/** One hit or popular article for the widget and the public JSON (published only). */
export const ZPublicArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  locale: z.string(),
  views: z.number().int(),
  /** The public page, absolute. */
  link: z.string(),
  category: ZCategoryRef.nullable(),
  /** Search only: matched words wrapped in <mark> (HTML-escaped otherwise). */
  snippet: z.string().nullable(),
});
export type TPublicArticle = z.infer<typeof ZPublicArticle>;
/** GET /api/v1/widget/help_center?website_token=…[&query=…][&locale=…]. */
export const ZWidgetHelpCenter = z.object({
  portal: z.object({ name: z.string(), slug: z.string(), color: z.string(), locale: z.string() }).nullable(),
  payload: z.array(ZPublicArticle),
});
export type TWidgetHelpCenter = z.infer<typeof ZWidgetHelpCenter>;
/** GET /api/v1/widget/help_center/articles/{slug}?website_token=…: one published article, body sanitised. */
export const ZWidgetArticle = ZPublicArticle.omit({ category: true, snippet: true }).extend({
  content: z.string(),
  updated_at: z.string(),
});
export type TWidgetArticle = z.infer<typeof ZWidgetArticle>;
