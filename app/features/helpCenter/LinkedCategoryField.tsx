import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField.tsx';
import { localeName } from './helpCenterRules.ts';
import type { TCategory } from './helpCenterTypes.ts';

/** The id shown as linked: the category's root, or (for a root) its first linked category. */
export const linkedValueOf = (category: TCategory | null) =>
  category?.associated_category_id ?? category?.related_categories[0]?.id ?? null;

/**
 * "Same category in another locale": the portal's categories of the other locales whose group has no
 * category of this locale yet (the server refuses a second one), or none.
 */
export const LinkedCategoryField = ({
  locale,
  category,
  all,
  value,
  onChange,
}: {
  locale: string;
  /** null: a new category. */
  category: TCategory | null;
  all: TCategory[];
  value: number | null;
  onChange: (id: number | null) => void;
}) => {
  const { t } = useTranslation();
  const mine = new Set([category?.id, ...(category?.related_categories.map((r) => r.id) ?? [])]);
  const choices = all.filter(
    (c) =>
      c.locale !== locale &&
      (mine.has(c.id) || !c.related_categories.some((r) => r.locale === locale && !mine.has(r.id))),
  );
  return (
    <SelectField
      label={t('helpCenter.categories.linked')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      options={[
        { value: '', label: t('helpCenter.categories.linkedNone') },
        ...choices.map((c) => ({
          value: String(c.id),
          label: `${c.icon ? `${c.icon} ` : ''}${c.name} — ${localeName(c.locale)} (${c.locale})`,
        })),
      ]}
    />
  );
};
