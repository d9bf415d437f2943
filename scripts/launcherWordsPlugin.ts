import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:launcher-words';
const KEYS = ['openChat', 'closeChat', 'unread'] as const;

/**
 * `virtual:launcher-words`: the three widgetChat strings the embed loader (widget/loader/sdk.ts) shows —
 * the bubble's names — for every catalogue in `dir` (common/i18n), so the loader stays a few KB whatever
 * the number of languages.
 */
export const launcherWordsPlugin = (dir: string): Plugin => ({
  name: 'launcher-words',
  resolveId: (id) => (id === ID ? `\0${ID}` : null),
  load(id) {
    if (id !== `\0${ID}`) return null;
    const words: Record<string, Record<string, string>> = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      this.addWatchFile(path.join(dir, file));
      const all = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        widgetChat: Record<string, string>;
      };
      words[file.slice(0, -'.json'.length)] = Object.fromEntries(KEYS.map((k) => [k, all.widgetChat[k] ?? '']));
    }
    return `export default ${JSON.stringify(words)};`;
  },
});
