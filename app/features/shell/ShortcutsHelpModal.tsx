import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { isApplePlatform, SHORTCUT_HELP } from '../navigation/index.ts';

const SYMBOLS: Record<string, string> = { Up: '↑', Down: '↓', Escape: 'Esc' };

/** The keyboard-shortcut help: a side sheet listing every shortcut (part 2 §2). */
export const ShortcutsHelpModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const isApple = isApplePlatform(typeof navigator === 'undefined' ? '' : navigator.platform);
  const keyLabel = (k: string) =>
    k === 'Mod' ? (isApple ? '⌘' : 'Ctrl') : k === 'Alt' && isApple ? '⌥' : (SYMBOLS[k] ?? k);
  return (
    <Modal show={open} onClose={onClose} type="right-aligned" size="max-w-md" labelledBy={titleId}>
      <div className="border-b border-slate-100 px-6 py-5 pe-12 dark:border-slate-800">
        <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('shortcuts.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('shortcuts.description')}</p>
      </div>
      {/* The list scrolls: a named, focusable region, so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
      >
        <dl className="divide-y divide-slate-100 px-6 dark:divide-slate-800">
          {SHORTCUT_HELP.map((s) => (
            <div key={s.id} className="flex items-center justify-between gap-4 py-3">
              <dt className="text-sm text-slate-700 dark:text-slate-200">
                {t(`shortcuts.items.${s.id}` as 'shortcuts.items.openHelp')}
              </dt>
              <dd className="flex shrink-0 items-center gap-1.5 text-xs text-slate-500" dir="ltr">
                {s.keys.map((combo, i) => (
                  <span key={combo.join('+')} className="flex items-center gap-1">
                    {i > 0 ? <span className="px-0.5">{t('shortcuts.or')}</span> : null}
                    {combo.map((k) => (
                      <kbd
                        key={k}
                        className="min-w-6 rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 text-center font-sans font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
                      >
                        {keyLabel(k)}
                      </kbd>
                    ))}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
};
