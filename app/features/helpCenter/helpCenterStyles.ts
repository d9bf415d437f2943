/** Links styled as the shared Button's variants (a link that navigates stays a link). */
export const primaryLinkClass =
  'inline-flex h-9 items-center gap-2 rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600';
export const secondaryLinkClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
export const iconButtonClass =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';
