/**
 * customAttributes: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { attributeLines } from './attributeDisplay.ts';
export { ofModel } from './customAttributesApi.ts';
export { useCustomAttributes } from './useCustomAttributes.ts';
