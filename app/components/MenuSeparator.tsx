export const MenuSeparator = () => <div role="separator" className="my-1.5 h-px bg-slate-100 dark:bg-slate-800" />;
