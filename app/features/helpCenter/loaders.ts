// helpCenter: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).
import { withLaterCatalogue } from '../../lib/i18n.ts';

/** Loaded with the help center's routes (the portal sidebar). */
export const loadHelpCenterSidebarSlot = () => withLaterCatalogue(import('./HelpCenterSidebarSlot.tsx'));
