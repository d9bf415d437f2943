import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MAIN, SERVER_NODE_FLAGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the built server', () => {
  it('`npm start` and `npm run demo` run Node with the flags bench:boot and the E2E server use', () => {
    for (const name of ['start', 'demo']) {
      expect(scripts[name]).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/${name}.mjs`);
    }
  });

  it('lands inside the checkout, where projectRoot finds package.json above it', () => {
    expect(path.relative(root, SERVER_MAIN)).toBe(path.join('dist', 'server', 'main.js'));
  });
});
