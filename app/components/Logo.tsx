interface TLogoProps {
  className?: string;
}

/** The product mark: a speech bubble in woot blue. Decorative; pages name the product in text. */
export const Logo = ({ className = 'size-8' }: TLogoProps) => (
  <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="9" className="fill-woot-500" />
    <path
      d="M16 8.5c-4.7 0-8.5 3.2-8.5 7.2 0 2.2 1.2 4.2 3 5.5l-.6 3.1 3.3-1.7c.9.2 1.8.3 2.8.3 4.7 0 8.5-3.2 8.5-7.2S20.7 8.5 16 8.5z"
      fill="white"
    />
  </svg>
);
