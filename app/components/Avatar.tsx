interface TAvatarProps {
  name: string;
  src?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /**
   * Draw the initials as decoration (CSS generated content) rather than text: inside a control named
   * "label: value", text initials would be visible words missing from its name (WCAG 2.5.3).
   */
  decorativeInitials?: boolean;
}

const SIZES = { sm: 'size-7 text-[11px]', md: 'size-8 text-xs', lg: 'size-10 text-sm', xl: 'size-16 text-xl' } as const;

/** Stable pastel per name, so one person keeps one colour everywhere. */
const PALETTE = [
  'bg-sky-100 text-sky-700 dark:bg-sky-900/60 dark:text-sky-200',
  'bg-violet-100 text-violet-700 dark:bg-violet-900/60 dark:text-violet-200',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-200',
  'bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200',
  'bg-rose-100 text-rose-700 dark:bg-rose-900/60 dark:text-rose-200',
  'bg-teal-100 text-teal-700 dark:bg-teal-900/60 dark:text-teal-200',
] as const;

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

const colourOf = (name: string) => {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length];
};

/** Decorative: the name always appears next to it, so it is hidden from assistive tech. */
export const Avatar = ({ name, src, size = 'md', className = '', decorativeInitials = false }: TAvatarProps) =>
  src ? (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      className={`${SIZES[size]} shrink-0 rounded-full object-cover ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      data-initials={decorativeInitials ? initialsOf(name) : undefined}
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full font-semibold ${colourOf(name)} ${decorativeInitials ? 'before:content-[attr(data-initials)]' : ''} ${className}`}
    >
      {decorativeInitials ? null : initialsOf(name)}
    </span>
  );
