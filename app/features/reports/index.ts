/**
 * reports: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules"). Nothing yet: its pages load by path from app/pages.tsx.
 */
export {};
