import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import {
  fillTemplate,
  templateBody,
  templateVariables,
  type TMessageTemplate,
} from '../../../common/whatsappTemplates.ts';

/**
 * WhatsApp templates of the inbox: a searchable list, then the chosen one's preview with an input per
 * {{variable}}. The values live in the dialog so a failed send keeps them.
 */
export const TemplatePicker = ({
  templates,
  selected,
  values,
  showErrors,
  onSelect,
  onValues,
}: {
  templates: TMessageTemplate[];
  selected: TMessageTemplate | null;
  values: Record<string, string>;
  showErrors: boolean;
  onSelect: (t: TMessageTemplate | null) => void;
  onValues: (v: Record<string, string>) => void;
}) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  if (selected) {
    const body = templateBody(selected);
    return (
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-baseline gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
            {selected.name}
            <span className="text-xs font-normal text-slate-500">
              {[selected.language, selected.category].filter(Boolean).join(' · ')}
            </span>
          </p>
          <Button size="sm" variant="secondary" onClick={() => onSelect(null)}>
            {t('newConversation.templates.back')}
          </Button>
        </div>
        <figure
          dir="auto"
          aria-label={t('newConversation.templates.preview')}
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-slate-100"
        >
          {fillTemplate(body, values)}
        </figure>
        {templateVariables(body).map((name) => (
          <TextField
            key={name}
            label={t('newConversation.templates.variable', { name: `{{${name}}}` })}
            value={values[name] ?? ''}
            error={showErrors && !values[name]?.trim() ? t('newConversation.errors.required') : undefined}
            onChange={(e) => onValues({ ...values, [name]: e.target.value })}
          />
        ))}
      </div>
    );
  }
  const q = query.trim().toLowerCase();
  const shown = templates.filter((x) => !q || x.name.toLowerCase().includes(q));
  return (
    <div className="space-y-2">
      <TextField
        label={t('newConversation.templates.search')}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul
        aria-label={t('newConversation.templates.label')}
        className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
      >
        {shown.map((x) => (
          <li key={`${x.name}-${x.language}`}>
            <button
              type="button"
              onClick={() => onSelect(x)}
              aria-label={t('newConversation.templates.use', { name: x.name })}
              className="block w-full px-3 py-2 text-start hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-800 dark:text-slate-100">{x.name}</span>
                <span className="text-xs text-slate-500">{x.language}</span>
              </span>
              <span dir="auto" className="mt-0.5 line-clamp-2 text-xs text-slate-500 dark:text-slate-400">
                {templateBody(x)}
              </span>
            </button>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="px-3 py-3 text-sm text-slate-500">{t('newConversation.templates.noMatch')}</li>
        ) : null}
      </ul>
    </div>
  );
};
