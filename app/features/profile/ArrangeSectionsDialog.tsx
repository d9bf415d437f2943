import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { moveSection, type TArrangeSectionsProps } from './sidebarOrder.ts';

const moveButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800';

/**
 * The panel's sections, each with Move up / Move down; every move is saved at once. The dialog keeps the order
 * it shows itself, so moves made faster than the saved settings come back each start from the one before.
 */
export const ArrangeSectionsDialog = ({
  order: initialOrder,
  labels,
  defaults,
  onChange,
  onClose,
}: TArrangeSectionsProps & { onClose: () => void }) => {
  const { t } = useTranslation();
  // Moving a row re-inserts its node, which drops focus: put it back on the same button once the list shows.
  const focusAfterMove = useRef<{ key: string; up: boolean } | null>(null);
  const [order, setOrder] = useState(initialOrder);
  const change = (next: string[]) => {
    setOrder(next);
    onChange(next);
  };
  // Before the browser paints, so a key pressed right after a move reaches the same button.
  useLayoutEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const same = document.getElementById(
      `arrange-${moved.key}-${moved.up ? 'up' : 'down'}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(`arrange-${moved.key}-${moved.up ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [order]);
  const move = (key: string, delta: number) => {
    focusAfterMove.current = { key, up: delta < 0 };
    change(moveSection(order, key, delta));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('sidebarOrder.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => change([...defaults])}>
            {t('sidebarOrder.reset')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        {order.map((key, i) => (
          <li key={key} className="flex items-center gap-2 px-3 py-1.5">
            <span className="w-6 text-xs text-slate-500 tabular-nums dark:text-slate-400">{i + 1}</span>
            <span className="flex-1 text-sm text-slate-800 dark:text-slate-100">{labels[key]}</span>
            <button
              id={`arrange-${key}-up`}
              type="button"
              className={moveButton}
              disabled={i === 0}
              aria-label={t('sidebarOrder.moveUp', { section: labels[key] })}
              onClick={() => move(key, -1)}
            >
              <Icon name="chevronUp" className="size-4" />
            </button>
            <button
              id={`arrange-${key}-down`}
              type="button"
              className={moveButton}
              disabled={i === order.length - 1}
              aria-label={t('sidebarOrder.moveDown', { section: labels[key] })}
              onClick={() => move(key, 1)}
            >
              <Icon name="chevronDown" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
};
