/**
 * orientation: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { composeTitle, useDocumentTitle, usePageTitle, usePageTitlePart } from './documentTitle.ts';
export { PublicPageTitle } from './PublicPageTitle.tsx';
export { SKIP_TARGETS, SkipLinks } from './SkipLinks.tsx';
export { useServerTextLang } from './useServerTextLang.ts';
export { loadNewMessageAnnouncer } from './loaders.ts';
