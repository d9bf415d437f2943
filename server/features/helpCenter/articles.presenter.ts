import { ARTICLE_STATUSES, type TArticle } from '../../../common/contracts/responses/helpCenter.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TArticleWithRefs } from './articles.repo.ts';

export const statusName = (status: number) => ARTICLE_STATUSES[status] ?? 'draft';

export const presentArticle = ({ article: a, category, author }: TArticleWithRefs): TArticle => ({
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
  author: author && {
    id: author.id,
    name: author.name,
    available_name: author.displayName || author.name,
    avatar_url: avatarUrlOf(author.avatarKey),
    thumbnail: avatarUrlOf(author.avatarKey),
  },
});
