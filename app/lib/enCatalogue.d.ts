/** The English catalogue's three parts (scripts/enCataloguePlugin.ts). */
declare module 'virtual:en-catalogue/now' {
  const sections: Record<string, unknown>;
  export default sections;
}
declare module 'virtual:en-catalogue/later' {
  const sections: Record<string, unknown>;
  export default sections;
}
declare module 'virtual:en-catalogue/tools' {
  const sections: Record<string, unknown>;
  export default sections;
}
/** The embed loader's words in every catalogue (scripts/launcherWordsPlugin.ts). */
declare module 'virtual:launcher-words' {
  const words: Record<string, { openChat: string; closeChat: string; unread: string }>;
  export default words;
}
