/** The help-centre wire shapes (the server's contracts, Chatwoot's shapes; part 2 §3). */
export type {
  TArticle,
  TArticleList,
  TArticleStatus,
  TCategory,
  TCreateCategoryRequest as TCategoryInput,
  TPortal,
  TUpdateArticleRequest as TArticleInput,
  TUpdatePortalRequest as TPortalInput,
} from '../../../common/contracts/helpCenter.ts';

export type TArticleTab = 'all' | 'mine' | 'draft' | 'archived';
