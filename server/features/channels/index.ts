// The channels module's public surface: other features and server code import channels only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { dispatchOutbound, registerOutbound } from './outbound.ts';
