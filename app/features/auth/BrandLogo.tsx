import { Logo } from '../../components/Logo.tsx';
import { useInstallation } from './useInstallation.ts';

/** The installation's uploaded logo (its console's setting), or the product mark. Decorative: text names it. */
export const BrandLogo = ({ className = 'size-8' }: { className?: string }) => {
  const logo = useInstallation().data?.logo_url;
  return logo ? (
    <img src={logo} alt="" className={`${className} rounded-lg object-contain`} />
  ) : (
    <Logo className={className} />
  );
};
