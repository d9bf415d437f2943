/** A labelled progress bar for import/export jobs. */
export const ProgressBar = ({ value, max, label }: { value: number; max: number; label: string }) => {
  const pct = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-woot-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
};
