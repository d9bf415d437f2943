import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import type { TTooltipProps } from './primitiveTypes.ts';

/** How long the pointer rests on a trigger before its tooltip shows; keyboard focus shows it at once. */
const HOVER_DELAY_MS = 300;

/** Tooltip (../Tooltip.tsx) drawn with Radix Tooltip. */
export const TooltipFrame = ({ label, side = 'inline-end', children }: TTooltipProps) => {
  const { i18n } = useTranslation();
  const physicalSide = side === 'below' ? 'bottom' : i18n.dir() === 'rtl' ? 'left' : 'right';
  return (
    <RadixTooltip.Provider delayDuration={HOVER_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {/*
          Not portalled: drawn next to its trigger, so it stays in the trigger's landmark (axe "region"); it is
          placed with fixed positioning, so no overflow of the sidebar clips it.
        */}
        <RadixTooltip.Content
          side={physicalSide}
          sideOffset={8}
          collisionPadding={8}
          className="pointer-events-none z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow dark:bg-slate-700"
        >
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
};
