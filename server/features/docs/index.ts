// The docs module's public surface: other features and server code import docs only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerDocs } from './docs.plugin.ts';
