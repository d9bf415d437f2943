import i18n from 'i18next';
import tools from 'virtual:en-catalogue/tools';

/**
 * The English words of the conversation tools (app/lib/catalogueSections.ts TOOLS_SECTIONS) ride in these
 * lazy chunks, not in the conversation screen's first load; every file here that renders text imports this
 * first. Other languages' catalogues are whole already.
 */
i18n.addResourceBundle('en', 'translation', tools, true, false);
