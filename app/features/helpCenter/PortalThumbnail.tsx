import type { TPortal } from './helpCenterTypes.ts';

/** The portal's logo, else its initial on the brand colour. */
export const PortalThumbnail = ({ portal }: { portal: TPortal }) =>
  portal.logo?.file_url ? (
    <img src={portal.logo.file_url} alt="" className="size-8 shrink-0 rounded-lg object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-800 text-sm font-semibold text-white"
      style={portal.color ? { backgroundColor: portal.color } : undefined}
    >
      {portal.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
