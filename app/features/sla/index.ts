/**
 * sla: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { SlaBadge } from './SlaBadge.tsx';
export type { TSlaCarrier } from './slaState.ts';
export { useSlaPolicies } from './useSlaPolicies.ts';
