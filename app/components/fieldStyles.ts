/** Shared look of text inputs and selects. */
export const inputClass = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-3 disabled:cursor-not-allowed disabled:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 ${
    hasError
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20 dark:border-red-400'
      : 'border-field focus:border-focus focus:ring-focus/30'
  }`;

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300';
export const errorClass = 'mt-1.5 text-xs text-red-600 dark:text-red-400';
export const hintClass = 'mt-1.5 text-xs text-slate-500 dark:text-slate-400';
