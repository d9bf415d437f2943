import { ARTICLE_STATUSES, type TArticle } from '../../../common/contracts/responses/helpCenter.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TArticleWithRefs } from './articles.repo.ts';

export const statusName = (status: number) => ARTICLE_STATUSES[status] ?? 'draft';

/** A translation tied to an article (Chatwoot's associated_articles). */
export interface TAssociatedRow {
  id: number;
  categoryId: number | null;
  title: string;
  slug: string;
  locale: string;
  description: string | null;
  status: number;
  views: number;
}

export const presentArticle = (
  { article: a, category, author }: TArticleWithRefs,
  associated: TAssociatedRow[] = [],
): TArticle => ({
  id: a.id,
  account_id: a.accountId,
  portal_id: a.portalId,
  category_id: a.categoryId,
  author_id: a.authorId,
  associated_article_id: a.associatedArticleId,
  locale: a.locale,
  title: a.title,
  slug: a.slug,
  content: a.content,
  description: a.description,
  status: statusName(a.status),
  position: a.position,
  views: a.views,
  meta: a.meta,
  updated_at: Math.floor(a.updatedAt.getTime() / 1000),
  category: category && {
    id: category.id,
    name: category.name,
    slug: category.slug,
    locale: category.locale,
    icon: category.icon,
  },
  associated_articles: associated.map((x) => ({
    id: x.id,
    account_id: a.accountId,
    category_id: x.categoryId,
    title: x.title,
    slug: x.slug,
    locale: x.locale,
    description: x.description,
    status: statusName(x.status),
    views: x.views,
  })),
  author: author && {
    id: author.id,
    name: author.name,
    available_name: author.displayName || author.name,
    avatar_url: avatarUrlOf(author.avatarKey),
    thumbnail: avatarUrlOf(author.avatarKey),
  },
});
