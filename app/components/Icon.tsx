import { ICON_PATHS } from './iconPaths.ts';

export type TIconName = keyof typeof ICON_PATHS;

interface TIconProps {
  name: TIconName;
  className?: string;
}

/** A decorative outline icon; the control around it carries the accessible name. */
export const Icon = ({ name, className = 'size-5' }: TIconProps) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {ICON_PATHS[name].map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);
