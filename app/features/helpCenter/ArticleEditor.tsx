import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { HELP_CENTER_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useEditorSupport, loadRichEditor } from '../editor/index.ts';
import { pathTo } from '../navigation/index.ts';
import { articleInput, canCreate, draftOf, type TArticleDraft } from './articleDraft.ts';
import { ArticleSettingsPanel } from './ArticleSettingsPanel.tsx';
import { createArticle, deleteArticle, helpCenterKeys, updateArticle } from './helpCenterApi.ts';
import type { TArticle, TPortal } from './helpCenterTypes.ts';
import { SaveIndicator } from './SaveIndicator.tsx';
import { useAutosave } from './useAutosave.ts';

const RichEditor = lazy(() => loadRichEditor());

interface TArticleEditorProps {
  portal: TPortal;
  locale: string;
  /** null: new_article; created on the first save that has a title. */
  article: TArticle | null;
  /** The draft differs from the server (typed while the article was being created). */
  hasUnsaved: boolean;
}

/**
 * The article editor: title, rich content (the reply editor's TipTap stack, images through POST
 * upload), status, category, author and SEO fields, all autosaved (debounced; nothing lost when
 * leaving). A new article is created on its first save, then the page becomes edit_article.
 */
export const ArticleEditor = ({ portal, locale, article, hasUnsaved }: TArticleEditorProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user, account } = useCurrentAccount();
  const support = useEditorSupport(account.id);
  const [draft, setDraft] = useState<TArticleDraft>(() => draftOf(article, user.id));
  const latest = useRef(draft);
  const idRef = useRef<number | null>(article?.id ?? null);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: helpCenterKeys.all(account.id) });

  const save = async (value: TArticleDraft) => {
    const input = articleInput(value, locale);
    if (idRef.current === null) {
      if (!canCreate(value)) return;
      const created = await createArticle(account.id, portal.slug, input);
      idRef.current = created.id;
      trackEvent(HELP_CENTER_EVENTS.articleCreated, { status: created.status });
      // The edit page starts from what is typed now; what came after the request is saved there.
      const now = latest.current;
      qc.setQueryData(helpCenterKeys.article(account.id, portal.slug, created.id), {
        ...created,
        ...articleInput(now, locale),
        meta: { title: now.meta_title, description: now.meta_description },
      });
      await refresh();
      await navigate(pathTo(account.id, 'edit_article', { portalSlug: portal.slug, locale, articleSlug: created.id }), {
        replace: true,
        state: { recentlyCreated: true, unsaved: now !== value },
      });
      return;
    }
    // The cached article is what is being saved: coming back to the editor before the answer shows it.
    const key = helpCenterKeys.article(account.id, portal.slug, idRef.current);
    qc.setQueryData<TArticle>(key, (old) => (old ? { ...old, ...input } : old));
    const saved = await updateArticle(account.id, portal.slug, idRef.current, input);
    qc.setQueryData<TArticle>(key, saved);
    if (latest.current === value) setDraft((d) => (d.slug ? d : { ...d, slug: saved.slug }));
    await qc.invalidateQueries({ queryKey: [...helpCenterKeys.articles(account.id, portal.slug), 'list'] });
    await qc.invalidateQueries({ queryKey: helpCenterKeys.portals(account.id) });
  };
  const autosave = useAutosave(save);
  const { push } = autosave;
  useEffect(() => {
    if (hasUnsaved) push(latest.current);
  }, [hasUnsaved, push]);

  const change = (patch: Partial<TArticleDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    autosave.push(next);
    if (patch.status === 'published') trackEvent(HELP_CENTER_EVENTS.articlePublished);
    if (patch.status === 'archived') trackEvent(HELP_CENTER_EVENTS.articleArchived);
    if (patch.status) void autosave.flush();
  };

  const listPath = pathTo(account.id, 'list_all_locale_articles', { portalSlug: portal.slug, locale });
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex min-h-14 shrink-0 flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-6 py-2 dark:border-slate-800 dark:bg-slate-900">
        <Link
          to={listPath}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Icon name="arrowLeft" className="size-4 rtl:rotate-180" />
          {t('helpCenter.editor.back')}
        </Link>
        <h1 className="sr-only">{article ? t('routes.edit_article') : t('routes.new_article')}</h1>
        <title>{`${draft.title || t('routes.new_article')} · ${t('app.name')}`}</title>
        <div className="flex items-center gap-3">
          <SaveIndicator state={autosave.state} />
          {article ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Icon name="trash" className="size-4" />}
              onClick={() => setDeleting(true)}
            >
              {t('helpCenter.editor.delete')}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row">
        <div className="min-w-0 flex-1 px-6 py-6">
          <label className="sr-only" htmlFor="article-title">
            {t('helpCenter.editor.title')}
          </label>
          <input
            id="article-title"
            dir="auto"
            value={draft.title}
            placeholder={t('helpCenter.editor.titlePlaceholder')}
            onChange={(e) => change({ title: e.target.value })}
            className="w-full rounded-md bg-transparent text-2xl font-semibold text-slate-900 outline-none placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-focus dark:text-white dark:placeholder:text-slate-400"
          />
          <div className="mt-4 rounded-lg border border-slate-200 focus-within:ring-2 focus-within:ring-focus dark:border-slate-800 [&_.ProseMirror]:max-h-none [&_.ProseMirror>*]:[unicode-bidi:plaintext] [&_.ProseMirror]:min-h-80 [&_.ProseMirror]:text-base [&_.ProseMirror_img]:max-h-96 [&_.ProseMirror_blockquote]:border-s-4 [&_.ProseMirror_blockquote]:border-slate-300 [&_.ProseMirror_blockquote]:ps-3 [&_.ProseMirror_h2]:mt-3 [&_.ProseMirror_h2]:text-xl [&_.ProseMirror_h2]:font-semibold [&_.ProseMirror_h3]:mt-2 [&_.ProseMirror_h3]:text-lg [&_.ProseMirror_h3]:font-semibold [&_.ProseMirror_p]:my-1.5 [&_.ProseMirror_pre]:rounded [&_.ProseMirror_pre]:bg-slate-100 [&_.ProseMirror_pre]:p-2 dark:[&_.ProseMirror_pre]:bg-slate-800">
            <Suspense
              fallback={
                <div className="flex h-40 items-center justify-center">
                  <Spinner label={t('editor.loading')} />
                </div>
              }
            >
              <RichEditor
                label={t('helpCenter.editor.content')}
                placeholder={t('helpCenter.editor.contentPlaceholder')}
                html
                initialMarkdown={draft.content}
                sendKey="cmd_enter"
                mentionsEnabled={false}
                agents={[]}
                searchCanned={support.searchCanned}
                onChange={(content) => change({ content })}
                onSubmit={() => void autosave.flush()}
                onReady={() => undefined}
                onImage={support.uploadImage}
                onFilesBlocked={() => toast.show(t('editor.pasteBlocked'), 'error')}
              />
            </Suspense>
          </div>
        </div>
        <ArticleSettingsPanel portalSlug={portal.slug} locale={locale} draft={draft} onChange={change} />
      </div>
      <ConfirmDialog
        open={deleting}
        danger
        title={t('helpCenter.editor.deleteTitle', { title: draft.title })}
        description={t('helpCenter.editor.deleteBody')}
        confirmLabel={t('helpCenter.editor.delete')}
        cancelLabel={t('common.cancel')}
        onResult={(confirmed) => {
          setDeleting(false);
          const id = idRef.current;
          if (!confirmed || id === null) return;
          deleteArticle(account.id, portal.slug, id)
            .then(async () => {
              idRef.current = null;
              toast.show(t('helpCenter.editor.deleted'));
              await navigate(listPath, { state: { recentlyDeleted: true } });
            })
            .catch((err: unknown) => toast.show(apiErrorMessage(err, t), 'error'));
        }}
      />
    </div>
  );
};
