// accounts: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).
import { withLaterCatalogue } from '../../lib/i18n.ts';

/** Loaded when the agent opens the account switcher. */
export const loadAccountSelectorDialog = () => withLaterCatalogue(import('./AccountSelectorDialog.tsx'));

/** Loaded when the agent opens the new-account dialog. */
export const loadCreateAccountDialog = () => withLaterCatalogue(import('./CreateAccountDialog.tsx'));
