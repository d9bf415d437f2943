import type { ReactNode } from 'react';
import { Link } from 'react-router';

const CLASS =
  'rounded-md px-1.5 py-0.5 font-semibold underline underline-offset-2 hover:bg-black/5 disabled:opacity-60 dark:hover:bg-white/10';

/** The link or button inside a banner. */
export const BannerAction = ({
  to,
  onClick,
  disabled,
  children,
}: {
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
}) =>
  to ? (
    <Link to={to} className={CLASS}>
      {children}
    </Link>
  ) : (
    <button type="button" onClick={onClick} disabled={disabled} className={CLASS}>
      {children}
    </button>
  );
