/**
 * automation: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { ActionList } from './ActionList.tsx';
export { rowErrors } from './rowErrors.ts';
export { useAutomationOptions } from './useAutomationOptions.ts';
