/** The English catalogue's two parts (scripts/enCataloguePlugin.ts). */
declare module 'virtual:en-catalogue/now' {
  const sections: Record<string, unknown>;
  export default sections;
}
declare module 'virtual:en-catalogue/later' {
  const sections: Record<string, unknown>;
  export default sections;
}
