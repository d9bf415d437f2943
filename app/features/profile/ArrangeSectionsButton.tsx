import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import type { TArrangeSectionsProps } from './sidebarOrder.ts';

const ArrangeSectionsDialog = lazy(() =>
  import('./ArrangeSectionsDialog.tsx').then((m) => ({ default: m.ArrangeSectionsDialog })),
);

/** "Arrange sections": opens the dialog (its own chunk) that moves a panel's sections up and down. */
export const ArrangeSectionsButton = <K extends string>(props: TArrangeSectionsProps<K>) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-8 items-center gap-1.5 rounded-md px-2 text-xs text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Icon name="chevronUpDown" className="size-4" />
        {t('sidebarOrder.title')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ArrangeSectionsDialog
            order={props.order}
            labels={props.labels}
            defaults={props.defaults}
            // The dialog only reorders the keys it was given.
            onChange={(order) => props.onChange(order as K[])}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
};
