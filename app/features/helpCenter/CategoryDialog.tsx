import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { HELP_CENTER_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { EmojiIconPicker } from './EmojiIconPicker.tsx';
import { ZCategoryForm } from './helpCenterForms.ts';
import { slugify } from '../../../common/contracts/helpCenter.ts';
import { localeName } from './helpCenterRules.ts';
import type { TCategory, TPortal } from './helpCenterTypes.ts';
import { LinkedCategoryField, linkedValueOf } from './LinkedCategoryField.tsx';
import { useAllCategories, useCategoryMutations } from './useHelpCenter.ts';

interface TCategoryDialogProps {
  portal: TPortal;
  locale: string;
  /** null: a new category. */
  category: TCategory | null;
  onClose: () => void;
}

/**
 * Part 2 "Add category modal": the portal and locale shown, a name (at least 2 characters) with an
 * emoji icon, a slug that follows the name as typed, a description. A failure shows the server's
 * message (or a generic one) as an alert; success shows a success alert (§8). With more than one locale,
 * the same category in another locale can be linked (issue 21 item 3).
 */
export const CategoryDialog = ({ portal, locale, category, onClose }: TCategoryDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { account } = useCurrentAccount();
  const { create, update } = useCategoryMutations(account.id, portal.slug);
  const mutation = category ? update : create;
  const form = useZodForm(ZCategoryForm, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
  });
  const [icon, setIcon] = useState(category?.icon ?? '');
  const [slugEdited, setSlugEdited] = useState(category !== null);
  const isMultiLocale = portal.config.allowed_locales.length > 1;
  const allCategories = useAllCategories(account.id, isMultiLocale ? portal.slug : '');
  const [linked, setLinked] = useState(() => linkedValueOf(category));
  const names = {
    name: t('helpCenter.categories.name'),
    slug: t('helpCenter.categories.slug'),
    description: t('helpCenter.categories.description'),
  };
  const name = form.field('name');
  const slug = form.field('slug');
  const description = form.field('description');
  const failure = mutation.isError
    ? isApiError(mutation.error) && mutation.error.message
      ? mutation.error.message
      : t(category ? 'helpCenter.categories.updateError' : 'helpCenter.categories.addError')
    : null;

  const submit = form.handleSubmit((parsed) => {
    const input = {
      ...parsed,
      icon,
      locale,
      ...(linked !== linkedValueOf(category) && { associated_category_id: linked }),
    };
    const onError = (err: unknown) => {
      if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
    };
    if (category)
      update.mutate(
        { id: category.id, input },
        {
          onSuccess: () => {
            toast.show(t('helpCenter.categories.updated'), 'success');
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(input, {
        onSuccess: () => {
          trackEvent(HELP_CENTER_EVENTS.categoryCreated, { hasDescription: parsed.description !== '' });
          toast.show(t('helpCenter.categories.added'), 'success');
          onClose();
        },
        onError,
      });
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? t('helpCenter.categories.editTitle') : t('helpCenter.categories.addTitle')}
      description={t('helpCenter.categories.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {category ? t('common.save') : t('helpCenter.categories.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert>{failure}</Alert> : null}
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t('helpCenter.categories.portal')}</dt>
            <dd dir="auto" className="truncate font-medium text-slate-900 dark:text-white">
              {portal.name}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t('helpCenter.categories.locale')}</dt>
            <dd className="truncate font-medium text-slate-900 dark:text-white">
              {localeName(locale)} ({locale})
            </dd>
          </div>
        </dl>
        <div className="flex items-start gap-2">
          <div className="pt-6">
            <EmojiIconPicker label={t('helpCenter.categories.icon')} value={icon} onChange={setIcon} />
          </div>
          <TextField
            className="flex-1"
            label={names.name}
            autoComplete="off"
            {...name}
            onChange={(e) => {
              form.setValue('name', e.target.value);
              if (!slugEdited) form.setValue('slug', slugify(e.target.value));
            }}
          />
        </div>
        <TextField
          label={names.slug}
          autoComplete="off"
          hint={t('helpCenter.categories.slugHint')}
          {...slug}
          onChange={(e) => {
            setSlugEdited(true);
            form.setValue('slug', e.target.value);
          }}
        />
        <TextAreaField
          label={names.description}
          name={description.name}
          value={description.value}
          dir="auto"
          rows={3}
          onChange={(e) => form.setValue('description', e.target.value)}
          onBlur={description.onBlur}
          error={description.error}
        />
        {isMultiLocale ? (
          <LinkedCategoryField
            locale={locale}
            category={category}
            all={allCategories.data ?? []}
            value={linked}
            onChange={setLinked}
          />
        ) : null}
      </form>
    </Dialog>
  );
};
