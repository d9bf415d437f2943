import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TDataImport } from '../../../common/contracts/contactExtras.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();
const acc = (who: TMember, rest: string) => `/api/v1/accounts/${who.accountId}${rest}`;
const get = (who: TMember, rest: string) => t.app.inject({ method: 'GET', url: acc(who, rest), headers: who.headers });
const HOSTILE = ['=HYPERLINK("https://evil.test","x")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(1)'];

const upload = (who: TMember, csv: string) => {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  return t.app.inject({
    method: 'POST',
    url: acc(who, '/contacts/import'),
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="import_file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

describe('contacts export CSV', () => {
  it('neutralises every formula sign, and the file re-imports to the same contacts', async () => {
    const admin = await buildAdmin(t);
    for (const [i, name] of HOSTILE.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: acc(admin, '/contacts'),
        headers: admin.headers,
        payload: { name, email: `c${i}@acme.test`, phone_number: `+1512555010${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const job = await t.app.inject({ method: 'POST', url: acc(admin, '/contacts/export'), headers: admin.headers });
    await drainJobs(t.deps, { names: ['contacts.export'] });
    const done = (await get(admin, `/data_imports/${job.json<TDataImport>().id}`)).json<TDataImport>();
    const file = (await get(admin, done.file_url!.replace(`/api/v1/accounts/${admin.accountId}`, ''))).body;
    const rows = Papa.parse<Record<string, string>>(file, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.name).sort()).toEqual(HOSTILE.map((n) => `'${n}`).sort());
    expect(rows.every((r) => r.phone_number?.startsWith("'+1512555010"))).toBe(true);

    // The same file into another account: names and phone numbers come back as they were.
    const other = await buildAdmin(t);
    expect((await upload(other, file)).statusCode).toBe(200);
    await drainJobs(t.deps, { names: ['contacts.import'] });
    const list = (await get(other, '/contacts?sort=name')).json<{
      payload: { name: string; phone_number: string | null }[];
    }>();
    expect(list.payload.map((c) => [c.name, c.phone_number]).sort()).toEqual(
      HOSTILE.map((n, i) => [n, `+1512555010${i}`]).sort(),
    );
  });
});
