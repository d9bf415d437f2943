import { Link, type LinkProps } from 'react-router';

/** An in-app link styled as text. */
export const TextLink = ({ className = '', ...rest }: LinkProps) => (
  <Link
    className={`font-medium text-woot-600 hover:text-woot-700 hover:underline dark:text-woot-400 dark:hover:text-woot-300 ${className}`}
    {...rest}
  />
);
