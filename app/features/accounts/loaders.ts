// accounts: the parts that load lazily, each in its own chunk. index.ts re-exports them (an index only re-exports,
// so importing one name from it loads nothing else).

/** Loaded when the agent opens the account switcher. */
export const loadAccountSelectorDialog = () => import('./AccountSelectorDialog.tsx');

/** Loaded when the agent opens the new-account dialog. */
export const loadCreateAccountDialog = () => import('./CreateAccountDialog.tsx');
