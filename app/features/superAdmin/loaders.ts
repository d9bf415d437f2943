import { withLaterCatalogue } from '../../lib/i18n.ts';

/** The installation console's one chunk (all its sections), with the catalogue's later part it reads. */
export const loadSuperAdminConsole = () => withLaterCatalogue(import('./SuperAdminConsole.tsx'));
