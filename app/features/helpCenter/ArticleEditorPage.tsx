import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import { HelpCenterPageFrame } from './HelpCenterPageFrame.tsx';
import type { TPortal } from './helpCenterTypes.ts';
import { useArticle } from './useHelpCenter.ts';

const EditExisting = ({ portal, locale, id }: { portal: TPortal; locale: string; id: number }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const article = useArticle(account.id, portal.slug, Number.isInteger(id) ? id : null);
  const state: unknown = useLocation().state;
  const unsaved = typeof state === 'object' && state !== null && 'unsaved' in state && state.unsaved === true;
  return (
    <ListStates
      query={article}
      isEmpty={!article.data}
      empty={<EmptyState icon="file" title={t('helpCenter.editor.notFound')} body="" />}
    >
      {article.data ? (
        <ArticleEditor
          key={article.data.id}
          portal={portal}
          locale={locale}
          article={article.data}
          hasUnsaved={unsaved}
        />
      ) : null}
    </ListStates>
  );
};

/** new_article and edit_article (the route's articleSlug is the article's id, as Chatwoot's). */
export const ArticleEditorPage = () => {
  const articleSlug = useParams().articleSlug;
  return (
    <HelpCenterPageFrame>
      {({ portal, locale }) =>
        articleSlug ? (
          <EditExisting portal={portal} locale={locale} id={Number(articleSlug)} />
        ) : (
          <ArticleEditor key="new" portal={portal} locale={locale} article={null} hasUnsaved={false} />
        )
      }
    </HelpCenterPageFrame>
  );
};
