import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import {
  fillTemplate,
  sectionValues,
  templateBody,
  templateButtons,
  templateHeaderText,
  templateSlots,
  type TMessageTemplate,
  type TTemplateSlot,
} from '../../../../common/whatsappTemplates.ts';

/**
 * WhatsApp templates of the inbox: a searchable list, then the chosen one's preview with an input per
 * {{variable}} of its text header, body and URL buttons (only those it has). The values live in the
 * dialog so a failed send keeps them.
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
    const header = templateHeaderText(selected);
    const buttons = templateButtons(selected);
    const label = (slot: TTemplateSlot) => {
      const name = `{{${slot.name}}}`;
      if (slot.section === 'header') return t('newConversation.templates.headerVariable', { name });
      if (slot.section === 'body') return t('newConversation.templates.variable', { name });
      return t('newConversation.templates.buttonVariable', { name, button: buttons[slot.index!]?.text ?? '' });
    };
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
          className="space-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-slate-100"
        >
          {header ? (
            <p className="font-semibold">{fillTemplate(header, sectionValues(selected, values, 'header'))}</p>
          ) : null}
          <p>{fillTemplate(templateBody(selected), sectionValues(selected, values, 'body'))}</p>
          {buttons.length > 0 ? (
            <ul className="flex flex-wrap gap-2 pt-1">
              {buttons.map((b, i) => (
                <li
                  key={i}
                  className="rounded-md border border-emerald-300 bg-white px-2 py-0.5 text-xs font-medium text-emerald-800 dark:border-emerald-800 dark:bg-slate-900 dark:text-emerald-300"
                >
                  {b.text}
                </li>
              ))}
            </ul>
          ) : null}
        </figure>
        {templateSlots(selected).map((slot) => (
          <TextField
            key={slot.key}
            label={label(slot)}
            hint={slot.section === 'button' ? <span dir="ltr">{buttons[slot.index!]?.url}</span> : undefined}
            value={values[slot.key] ?? ''}
            error={showErrors && !values[slot.key]?.trim() ? t('newConversation.errors.required') : undefined}
            onChange={(e) => onValues({ ...values, [slot.key]: e.target.value })}
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
