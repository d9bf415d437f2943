// The dataImports module's public surface: other features and server code import dataImports only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { contactExportJob } from './contactExport.job.ts';
export { contactImportJob } from './contactImport.job.ts';
export { registerDataImportRoutes } from './dataImports.routes.ts';
