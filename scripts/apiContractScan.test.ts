import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanApiCalls, sourceFiles } from './apiContractScan.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The calls allowed to skip a contract, each with why. A call answering JSON must name the schema its
 * route declares (`response: { 200: … }` in server/features/**\/*.routes.ts) in app/lib/apiContracts.ts
 * or widget/chat/apiContracts.ts; only bodiless and file answers, and the two clients themselves, are here.
 */
const ALLOWED: { file: string; callee: string; target: RegExp; why: string }[] = [
  { file: 'app/lib/api.ts', callee: 'fetch', target: /^path$/, why: 'the client itself: it checks the contract' },
  { file: 'widget/chat/api.ts', callee: 'fetch', target: /widget/, why: 'the client itself: it checks the contract' },
  {
    file: 'app/features/inboxes/inboxApi.ts',
    callee: 'api',
    target: /\/set_agent_bot`$/,
    why: 'answers 204 No Content: no body to check',
  },
  {
    file: 'app/lib/errorReporting.ts',
    callee: 'fetch',
    target: /error_reports/,
    why: 'a fire-and-forget error report (keepalive): its empty answer is never read',
  },
  { file: 'app/lib/downloadCsv.ts', callee: 'fetch', target: /^path$/, why: 'a CSV file download, not JSON' },
  {
    file: 'app/features/editor/RichEditor.tsx',
    callee: 'fetch',
    target: /file_url/,
    why: "a canned response's uploaded file, added to the draft: not JSON",
  },
  {
    file: 'app/features/reports/reportsApi.ts',
    callee: 'fetch',
    target: /\/reports\/\$\{report\}/,
    why: 'a report CSV file download, not JSON',
  },
];

const unchecked = (dir: string) =>
  sourceFiles(path.join(root, dir)).flatMap((abs) => {
    const file = path.relative(root, abs).split(path.sep).join('/');
    return scanApiCalls(file, fs.readFileSync(abs, 'utf8'));
  });

describe('API contract scan', () => {
  it('finds api() without a contract option, request() without its contract argument, and raw fetch', () => {
    const source = [
      "import { api } from '../../lib/api.ts';",
      "import { request } from './api.ts';",
      "api('/a', { contract: 'label' });",
      "api('/b', { method: 'DELETE' });",
      "api('/c');",
      "request('GET', 'messages', undefined, {}, 'messageList');",
      "request('POST', 'labels', { label });",
      'fetch(url);',
      "client.api('/d');",
    ].join('\n');
    expect(scanApiCalls('x.ts', source).map((c) => `${c.line}:${c.callee}:${c.target}`)).toEqual([
      "4:api:'/b'",
      "5:api:'/c'",
      "7:request:'labels'",
      '8:fetch:url',
    ]);
    // A `request` of its own (IndexedDB's, say) is no API call.
    expect(scanApiCalls('y.ts', "const request = (mode: string) => mode; request('readonly');")).toEqual([]);
  });

  it('every SPA and widget call that answers JSON names its response contract', () => {
    const found = [...unchecked('app'), ...unchecked('widget/chat')];
    const left = found.filter(
      (c) => !ALLOWED.some((a) => a.file === c.file && a.callee === c.callee && a.target.test(c.target)),
    );
    expect(left.map((c) => `${c.file}:${c.line} ${c.callee}(${c.target})`)).toEqual([]);
    // Each allowance still matches a call: a stale one would hide nothing but mislead.
    for (const a of ALLOWED)
      expect(
        found.some((c) => a.file === c.file && a.callee === c.callee && a.target.test(c.target)),
        `${a.file} ${a.callee} (${a.why})`,
      ).toBe(true);
  });
});
