import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentAccount } from '../accounts/index.ts';
import {
  createArticle,
  createCategory,
  createPortal,
  deleteArticle,
  deleteCategory,
  deletePortal,
  deletePortalLogo,
  getArticle,
  getPortal,
  helpCenterKeys,
  listArticles,
  listCategories,
  listPortals,
  reorderArticles,
  updateArticle,
  updateCategory,
  updatePortal,
  uploadPortalLogo,
  type TArticleFilters,
} from './helpCenterApi.ts';
import type { TArticleInput, TCategoryInput, TPortalInput } from './helpCenterTypes.ts';

export const usePortals = (accountId: number, enabled = true) =>
  useQuery({ queryKey: helpCenterKeys.portals(accountId), queryFn: () => listPortals(accountId), enabled });

export const usePortal = (accountId: number, slug: string, locale: string) =>
  useQuery({
    queryKey: helpCenterKeys.portal(accountId, slug, locale),
    queryFn: () => getPortal(accountId, slug, locale),
    enabled: slug !== '',
  });

export const useCategories = (accountId: number, slug: string, locale: string) =>
  useQuery({
    queryKey: helpCenterKeys.categories(accountId, slug, locale),
    queryFn: () => listCategories(accountId, slug, locale),
    enabled: slug !== '' && locale !== '',
  });

/** Every locale's categories of a portal (the category dialog's linked-category choice). */
export const useAllCategories = (accountId: number, slug: string) =>
  useQuery({
    queryKey: helpCenterKeys.categories(accountId, slug, '*'),
    queryFn: () => listCategories(accountId, slug, null),
    enabled: slug !== '',
  });

export const useArticles = (slug: string, filters: TArticleFilters) => {
  const { user, account } = useCurrentAccount();
  return useQuery({
    queryKey: helpCenterKeys.articleList(account.id, slug, filters),
    queryFn: () => listArticles(account.id, slug, filters, user.id),
    placeholderData: keepPreviousData,
    enabled: slug !== '',
  });
};

export const useArticle = (accountId: number, slug: string, id: number | null) =>
  useQuery({
    queryKey: helpCenterKeys.article(accountId, slug, id ?? 0),
    queryFn: () => getArticle(accountId, slug, id ?? 0),
    enabled: id !== null,
  });

/** Portal writes refresh every portal list and card (the sidebar's and popover's too). */
export const usePortalMutations = (accountId: number) => {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: helpCenterKeys.portals(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TPortalInput) => createPortal(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ slug, input }: { slug: string; input: TPortalInput }) => updatePortal(accountId, slug, input),
      onSuccess,
    }),
    uploadLogo: useMutation({
      mutationFn: ({ slug, file }: { slug: string; file: File }) => uploadPortalLogo(accountId, slug, file),
      onSuccess,
    }),
    deleteLogo: useMutation({ mutationFn: (slug: string) => deletePortalLogo(accountId, slug), onSuccess }),
    remove: useMutation({ mutationFn: (slug: string) => deletePortal(accountId, slug), onSuccess }),
  };
};

/** Category writes refresh the categories and the portal counts. */
export const useCategoryMutations = (accountId: number, slug: string) => {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: helpCenterKeys.all(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCategoryInput) => createCategory(accountId, slug, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: Partial<TCategoryInput> }) =>
        updateCategory(accountId, slug, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteCategory(accountId, slug, id), onSuccess }),
  };
};

/**
 * Article writes. An autosave (update) refreshes the lists but not the open article, whose editor
 * holds what the author typed since; create and delete refresh the portal and categories (§4).
 */
export const useArticleMutations = (accountId: number, slug: string) => {
  const qc = useQueryClient();
  const refreshLists = () => qc.invalidateQueries({ queryKey: [...helpCenterKeys.articles(accountId, slug), 'list'] });
  const refreshAll = () => qc.invalidateQueries({ queryKey: helpCenterKeys.all(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TArticleInput) => createArticle(accountId, slug, input),
      onSuccess: refreshAll,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TArticleInput }) => updateArticle(accountId, slug, id, input),
      onSuccess: async (article) => {
        qc.setQueryData(helpCenterKeys.article(accountId, slug, article.id), article);
        await Promise.all([refreshLists(), qc.invalidateQueries({ queryKey: helpCenterKeys.portals(accountId) })]);
      },
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteArticle(accountId, slug, id), onSuccess: refreshAll }),
    reorder: useMutation({
      mutationFn: ({ categorySlug, ids }: { categorySlug: string; ids: number[] }) =>
        reorderArticles(accountId, slug, categorySlug, ids),
      onSettled: refreshLists,
    }),
  };
};
