import { loadedPrimitives } from './primitives/usePrimitives.ts';

export const MenuSeparator = () => {
  const Separator = loadedPrimitives().MenuSeparatorPrimitive;
  return <Separator className="my-1.5 h-px bg-slate-100 dark:bg-slate-800" />;
};
