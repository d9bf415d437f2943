import fs from 'node:fs';
import type { Plugin } from 'vite';
import { catalogueSections } from '../app/lib/catalogueSections.ts';

const PREFIX = 'virtual:en-catalogue/';

/**
 * `virtual:en-catalogue/now`, `/later` and `/tools`: the English catalogue split in three by
 * app/lib/catalogueSections.ts, read from `file` (common/i18n/en.json stays the one source).
 */
export const enCataloguePlugin = (file: string): Plugin => ({
  name: 'en-catalogue',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return null;
    this.addWatchFile(file);
    const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const part = id.endsWith('/later') ? 'later' : id.endsWith('/tools') ? 'tools' : 'now';
    return `export default ${JSON.stringify(catalogueSections(all, part))};`;
  },
});
