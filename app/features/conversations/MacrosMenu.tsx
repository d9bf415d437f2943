import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { MenuPopover } from './MenuPopover.tsx';

const MacroMenuItems = lazy(() => import('./MacroMenuItems.tsx').then((m) => ({ default: m.MacroMenuItems })));

/** The macros menu (header and bulk bar): its items load with the menu's first opening. */
export const MacrosMenu = ({
  accountId,
  conversationIds,
  onDone,
  triggerClassName,
  text,
  anchorToContainer = false,
}: {
  accountId: number;
  conversationIds: number[];
  onDone?: () => void;
  triggerClassName?: string;
  text?: string;
  /** Hang the menu under the positioned container (the conversation header: below its chips). */
  anchorToContainer?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <MenuPopover
      label={t('macroRun.menu')}
      trigger={
        <>
          <Icon name="flash" className={text ? 'size-3.5' : 'size-4'} />
          {text}
        </>
      }
      anchorToContainer={anchorToContainer}
      {...(triggerClassName && { triggerClassName, align: 'start' as const })}
    >
      {(close) => (
        <Suspense fallback={null}>
          <MacroMenuItems
            accountId={accountId}
            conversationIds={conversationIds}
            close={close}
            {...(onDone && { onDone })}
          />
        </Suspense>
      )}
    </MenuPopover>
  );
};
