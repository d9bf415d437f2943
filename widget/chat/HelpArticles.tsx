/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { TPublicArticle, TWidgetArticle, TWidgetHelpCenter } from '../../common/contracts/responses/helpCenter.ts';
import { request } from './api.ts';
import { localeOf, t } from './i18n.ts';

/** The article being read: the card at once, its body when it arrives, or `failed` when it could not load. */
type TOpenArticle = TPublicArticle & { content?: string; failed?: boolean };

/**
 * The home's help-centre card when the website inbox is linked to a portal: a search box, popular
 * articles (or the hits), and an article read inside the widget. Without a linked portal: nothing.
 */
export const HelpArticles = () => {
  const [query, setQuery] = useState('');
  const [data, setData] = useState<TWidgetHelpCenter | null>(null);
  const [open, setOpen] = useState<TOpenArticle | null>(null);
  useEffect(() => {
    let live = true;
    const id = setTimeout(
      () => {
        const params: Record<string, string> = { locale: localeOf() };
        if (query.trim()) params.query = query.trim();
        request<TWidgetHelpCenter>('GET', 'help_center', undefined, params, 'helpCenter')
          .then((res) => live && setData(res))
          .catch(() => live && setData(null));
      },
      query ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [query]);

  /** The article's sanitised body comes from the widget API (any origin), shown here with a Back button. */
  const read = (article: TPublicArticle) => {
    setOpen(article);
    request<TWidgetArticle>('GET', `help_center/articles/${encodeURIComponent(article.slug)}`, undefined, {}, 'article')
      .then((res) => setOpen((cur) => (cur?.id === article.id ? { ...article, content: res.content } : cur)))
      .catch(() => setOpen((cur) => (cur?.id === article.id ? { ...article, failed: true } : cur)));
  };

  if (!data?.portal) return null;
  if (open)
    return (
      <article class="cw-card cw-article">
        <button type="button" class="cw-link" onClick={() => setOpen(null)}>
          {t('helpCenter.back')}
        </button>
        <h2 class="cw-article__title" dir="auto">
          {open.title}
        </h2>
        {open.content === undefined ? (
          <p class="cw-card__muted" role={open.failed ? 'alert' : undefined}>
            {open.failed ? t('helpCenter.loadFailed') : (open.description ?? '')}
          </p>
        ) : (
          // Sanitised on the server (the same HTML the public portal shows).
          <div class="cw-article__body" dir="auto" dangerouslySetInnerHTML={{ __html: open.content }} />
        )}
        <a class="cw-link" href={open.link} target="_blank" rel="noopener noreferrer">
          {t('helpCenter.openInNewTab')}
        </a>
      </article>
    );
  return (
    <section class="cw-card cw-help" aria-label={t('helpCenter.title')}>
      <input
        type="search"
        class="cw-input"
        dir="auto"
        value={query}
        aria-label={t('helpCenter.search')}
        placeholder={t('helpCenter.search')}
        onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
      />
      <h2 class="cw-help__heading">{query.trim() ? t('helpCenter.results') : t('helpCenter.popular')}</h2>
      {data.payload.length === 0 ? (
        <p class="cw-card__muted">{t('helpCenter.noResults')}</p>
      ) : (
        <ul class="cw-help__list">
          {data.payload.map((a) => (
            <li key={a.id}>
              <button type="button" class="cw-help__item" dir="auto" onClick={() => read(a)}>
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
