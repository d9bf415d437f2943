import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root (the folder with package.json), found from this file. The server runs both from its
 * sources (tsx: server/lib/) and as the built bundle (dist/server/, scripts/build-server.mjs), so files it
 * reads at run time (migrations, server catalogues, the built SPA) are named from here, not from
 * import.meta.url, whose depth differs between the two.
 */
const findRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
};

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the checkout. */
export const fromRoot = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
