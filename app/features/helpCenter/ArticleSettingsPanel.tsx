import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { useAgents } from '../agents/index.ts';
import type { TArticleDraft } from './articleDraft.ts';
import type { TArticleStatus } from './helpCenterTypes.ts';
import { useCategories } from './useHelpCenter.ts';

const STATUSES: readonly TArticleStatus[] = ['draft', 'published', 'archived'];

interface TArticleSettingsPanelProps {
  portalSlug: string;
  locale: string;
  draft: TArticleDraft;
  onChange: (patch: Partial<TArticleDraft>) => void;
}

/** The editor's side panel: status, category, author, then the SEO title, description and slug. */
export const ArticleSettingsPanel = ({ portalSlug, locale, draft, onChange }: TArticleSettingsPanelProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const categories = useCategories(account.id, portalSlug, locale).data ?? [];
  const agents = useAgents(account.id).data ?? [];
  return (
    <aside
      aria-label={t('helpCenter.editor.settings')}
      className="space-y-4 border-t border-slate-200 p-6 lg:w-80 lg:shrink-0 lg:border-s lg:border-t-0 dark:border-slate-800"
    >
      <SelectField
        label={t('helpCenter.editor.status')}
        value={draft.status}
        options={STATUSES.map((s) => ({ value: s, label: t(`helpCenter.status.${s}`) }))}
        onChange={(e) => onChange({ status: e.target.value as TArticleStatus })}
      />
      <SelectField
        label={t('helpCenter.editor.category')}
        value={draft.category_id === null ? '' : String(draft.category_id)}
        options={[
          { value: '', label: t('helpCenter.articles.uncategorized') },
          ...categories.map((c) => ({ value: String(c.id), label: `${c.icon ?? ''} ${c.name}`.trim() })),
        ]}
        onChange={(e) => onChange({ category_id: e.target.value ? Number(e.target.value) : null })}
      />
      <SelectField
        label={t('helpCenter.editor.author')}
        value={draft.author_id === null ? '' : String(draft.author_id)}
        options={agents.map((a) => ({ value: String(a.id), label: a.available_name || a.name }))}
        onChange={(e) => onChange({ author_id: e.target.value ? Number(e.target.value) : null })}
      />
      <fieldset className="space-y-3 pt-2">
        <legend className="pb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('helpCenter.editor.seo')}
        </legend>
        <TextField
          label={t('helpCenter.editor.metaTitle')}
          value={draft.meta_title}
          onChange={(e) => onChange({ meta_title: e.target.value })}
        />
        <TextAreaField
          label={t('helpCenter.editor.metaDescription')}
          rows={3}
          dir="auto"
          value={draft.meta_description}
          onChange={(e) => onChange({ meta_description: e.target.value })}
        />
        <TextField
          label={t('helpCenter.editor.slug')}
          value={draft.slug}
          hint={t('helpCenter.editor.slugHint')}
          onChange={(e) => onChange({ slug: e.target.value })}
        />
      </fieldset>
    </aside>
  );
};
