import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { HelpCenterPageFrame } from './HelpCenterPageFrame.tsx';
import type { TCategory, TPortal } from './helpCenterTypes.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { useCategories, useCategoryMutations } from './useHelpCenter.ts';

const CategoryList = ({ portal, locale, adding }: { portal: TPortal; locale: string; adding: boolean }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const categories = useCategories(account.id, portal.slug, locale);
  const { remove } = useCategoryMutations(account.id, portal.slug);
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCategory | null>(null);
  const listPath = pathTo(account.id, 'all_locale_categories', { portalSlug: portal.slug, locale });
  const dialog = adding ? 'new' : editing;
  const closeDialog = () => {
    setEditing(null);
    if (adding) void navigate(listPath);
  };
  return (
    <>
      <PageHeader
        title={t('helpCenter.categories.title')}
        description={t('helpCenter.categories.pageDescription', { portal: portal.name })}
        actions={
          <>
            <LocaleSwitch portal={portal} locale={locale} route="all_locale_categories" />
            <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setEditing('new')}>
              {t('helpCenter.categories.add')}
            </Button>
          </>
        }
      />
      <div className="p-6">
        <ListStates
          query={categories}
          isEmpty={categories.data?.length === 0}
          empty={
            <EmptyState
              icon="folder"
              title={t('helpCenter.categories.emptyTitle')}
              body={t('helpCenter.categories.emptyBody')}
            />
          }
        >
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {(categories.data ?? []).map((c) => (
              <li key={c.id} className="flex items-center gap-3 px-4 py-3">
                <span aria-hidden="true" className="w-7 text-center text-xl">
                  {c.icon ?? ''}
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    dir="auto"
                    to={pathTo(account.id, 'show_category_articles', {
                      portalSlug: portal.slug,
                      locale,
                      categorySlug: c.slug,
                    })}
                    className="font-medium text-slate-900 hover:underline dark:text-white"
                  >
                    {c.name}
                  </Link>
                  {c.description ? (
                    <p dir="auto" className="truncate text-sm text-slate-600 dark:text-slate-400">
                      {c.description}
                    </p>
                  ) : null}
                </div>
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {t('helpCenter.portal.articleCount', { count: c.meta.articles_count })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('helpCenter.categories.editNamed', { name: c.name })}
                  title={t('helpCenter.categories.editNamed', { name: c.name })}
                  icon={<Icon name="pencil" className="size-4" />}
                  onClick={() => setEditing(c)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('helpCenter.categories.deleteNamed', { name: c.name })}
                  title={t('helpCenter.categories.deleteNamed', { name: c.name })}
                  icon={<Icon name="trash" className="size-4" />}
                  onClick={() => setDeleting(c)}
                />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
      {dialog ? (
        <CategoryDialog
          portal={portal}
          locale={locale}
          category={dialog === 'new' ? null : dialog}
          onClose={closeDialog}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          danger
          title={t('helpCenter.categories.deleteTitle', { name: deleting.name })}
          description={t('helpCenter.categories.deleteBody')}
          confirmLabel={t('helpCenter.categories.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          onResult={(confirmed) => {
            const category = deleting;
            setDeleting(null);
            if (!confirmed) return;
            remove.mutate(category.id, {
              onSuccess: () => toast.show(t('helpCenter.categories.deleted', { name: category.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

/** all_locale_categories, list_all_locale_categories and new_category_in_locale (the add modal open). */
export const CategoriesPage = ({ adding = false }: { adding?: boolean }) => (
  <HelpCenterPageFrame>
    {({ portal, locale }) => (
      <CategoryList key={`${portal.slug}/${locale}`} portal={portal} locale={locale} adding={adding} />
    )}
  </HelpCenterPageFrame>
);
