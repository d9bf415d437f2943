import { z } from 'zod';
import { ZHexColor } from './labels.ts';
import { ARTICLE_STATUSES, ZArticleMeta } from './responses/helpCenter.ts';

/** Help-centre limits shared by the forms and the server (spec part 2 §9: category name ≥ 2). */
export const HELP_CENTER_LIMITS = {
  categoryNameMin: 2,
  slugMax: 255,
  articlesPerPage: 25,
  titleMax: 255,
  contentMax: 200_000,
} as const;

/**
 * URL slugs: lower-case letters, digits and single hyphens or underscores between them (`getting-started`,
 * `category_slug`: Chatwoot's clients send underscores).
 */
export const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: "can't be blank" })
  .max(HELP_CENTER_LIMITS.slugMax)
  .regex(/^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]*(?:[-_][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u, {
    message: 'may contain only lower-case letters, numbers and single hyphens or underscores',
  });

/** A locale code as the locale table spells it: en, pt_BR, zh_Hans_CN (a hyphen reads as an underscore). */
export const ZLocaleCode = z
  .string()
  .trim()
  .max(16)
  .transform((s) => s.replace(/-/g, '_'))
  .pipe(z.string().regex(/^[a-z]{2,3}(?:_[A-Za-z0-9]{2,4}){0,2}$/, { message: 'is not a locale code' }));

/**
 * A slug made from a name as typed (the add-category modal and the server use this one rule): letters and
 * digits kept (any script), everything else becomes single hyphens.
 */
export const slugify = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^[\p{M}-]+/u, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');

/** A row id (PostgreSQL integer). */
const ZRowId = z.coerce.number().int().positive().max(2_147_483_647);

const ZOptionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const ZHostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: 'is not a domain name' });
const ZHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/i, { message: 'must be an http(s) address' });

export const ZPortalConfigRequest = z
  .object({
    allowed_locales: z.array(ZLocaleCode).min(1, { message: 'needs at least one locale' }).max(100).optional(),
    default_locale: ZLocaleCode.optional(),
    /** Allowed locales kept off the public portal while they are translated. */
    draft_locales: z.array(ZLocaleCode).max(100).optional(),
  })
  .strict();

export const ZCreatePortalRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  slug: ZSlug,
  custom_domain: ZHostname.or(z.literal('').transform(() => null))
    .nullable()
    .optional(),
  color: ZHexColor.optional(),
  homepage_link: ZHttpUrl.or(z.literal('').transform(() => null))
    .nullable()
    .optional(),
  page_title: ZOptionalText(255),
  header_text: ZOptionalText(1000),
  archived: z.boolean().optional(),
  config: ZPortalConfigRequest.optional(),
  /** An uploads key from POST …/upload (its blob_id): becomes the logo; null removes it. */
  blob_id: z.string().trim().max(255).nullable().optional(),
});
export type TCreatePortalRequest = z.infer<typeof ZCreatePortalRequest>;
export const ZUpdatePortalRequest = ZCreatePortalRequest.partial();
export type TUpdatePortalRequest = z.infer<typeof ZUpdatePortalRequest>;

export const ZPortalParams = z.object({ accountId: z.string(), portalSlug: z.string().max(255) });
export const ZPortalItemParams = ZPortalParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** GET …/portals[/:portalSlug]?locale= (counts of that locale in meta when given). */
export const ZPortalQuery = z.object({ locale: ZLocaleCode.optional() });

export const ZCategoryName = z
  .string()
  .trim()
  .min(HELP_CENTER_LIMITS.categoryNameMin, {
    message: `must be at least ${HELP_CENTER_LIMITS.categoryNameMin} characters`,
  })
  .max(255);

export const ZCreateCategoryRequest = z.object({
  name: ZCategoryName,
  /** Made from the name when absent. */
  slug: ZSlug.optional(),
  description: ZOptionalText(2000),
  icon: z.string().trim().max(32).nullable().optional(),
  position: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  locale: ZLocaleCode.optional(),
  associated_category_id: ZRowId.nullable().optional(),
  parent_category_id: ZRowId.nullable().optional(),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;
export const ZUpdateCategoryRequest = ZCreateCategoryRequest.partial();
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;
export const ZCategoryQuery = z.object({ locale: ZLocaleCode.optional() });

/** Status by name or by Chatwoot's integer. */
export const ZArticleStatusInput = z.union([
  z.enum(ARTICLE_STATUSES),
  z.coerce
    .number()
    .int()
    .min(0)
    .max(2)
    .transform((n) => ARTICLE_STATUSES[n] ?? 'draft'),
]);

export const ZCreateArticleRequest = z.object({
  title: z.string().trim().min(1, { message: "can't be blank" }).max(HELP_CENTER_LIMITS.titleMax),
  /** Made from the title when absent. */
  slug: ZSlug.optional(),
  /** HTML (sanitised on the server) — what the editor produces. */
  content: z.string().max(HELP_CENTER_LIMITS.contentMax).optional(),
  description: ZOptionalText(1000),
  status: ZArticleStatusInput.optional(),
  category_id: ZRowId.nullable().optional(),
  author_id: ZRowId.nullable().optional(),
  associated_article_id: ZRowId.nullable().optional(),
  position: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  locale: ZLocaleCode.optional(),
  meta: ZArticleMeta.optional(),
});
export type TCreateArticleRequest = z.infer<typeof ZCreateArticleRequest>;
export const ZUpdateArticleRequest = ZCreateArticleRequest.partial();
export type TUpdateArticleRequest = z.infer<typeof ZUpdateArticleRequest>;

export const ARTICLE_SORTS = ['position', 'views', 'updated_at', 'created_at', 'title'] as const;
/** GET …/articles query. `query` (or Chatwoot's `q`) searches titles and content. */
export const ZArticleListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  locale: ZLocaleCode.optional(),
  status: ZArticleStatusInput.optional(),
  author_id: ZRowId.optional(),
  category_slug: z.string().trim().max(255).optional(),
  sort: z.enum(ARTICLE_SORTS).optional(),
  query: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
});
export type TArticleListQuery = z.infer<typeof ZArticleListQuery>;

/** POST …/articles/reorder: article id → new position (within category_slug when given). */
export const ZReorderArticlesRequest = z.object({
  positions_hash: z.record(
    z.string().regex(/^[1-9]\d{0,8}$/, { message: 'keys must be article ids' }),
    z.coerce.number().int().min(0).max(2_147_483_647),
  ),
  category_slug: z.string().trim().max(255).optional(),
});
export type TReorderArticlesRequest = z.infer<typeof ZReorderArticlesRequest>;

export {
  ARTICLE_STATUSES,
  ZArticle,
  ZArticleList,
  ZArticleResponse,
  ZCategory,
  ZCategoryList,
  ZCategoryResponse,
  ZPortal,
  ZPortalList,
  type TArticle,
  type TArticleList,
  type TArticleStatus,
  type TCategory,
  type TCategoryList,
  type TPortal,
  type TPortalList,
} from './responses/helpCenter.ts';
