import type { ReactNode } from 'react';
import { loadedPrimitives } from './primitives/usePrimitives.ts';

export const MenuGroupLabel = ({ id, children }: { id: string; children: ReactNode }) => {
  const Label = loadedPrimitives().MenuLabelPrimitive;
  return (
    <Label
      id={id}
      className="px-2 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase rtl:tracking-normal dark:text-slate-500"
    >
      {children}
    </Label>
  );
};
