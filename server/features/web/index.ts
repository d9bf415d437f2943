// The web module's public surface: other features and server code import web only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { DIST_ROOT, registerWeb } from './web.plugin.ts';
