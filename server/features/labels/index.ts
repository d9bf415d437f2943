// The labels module's public surface: other features and server code import labels only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { findLabelByTitle, knownLabelTitles, listLabels } from './labels.repo.ts';
export { registerLabelRoutes } from './labels.routes.ts';
