import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/drain.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import type { TDataImport } from '../../../common/contracts/contactExtras.ts';

const t = setupTestApp();
const acc = (who: TMember, rest: string) => `/api/v1/accounts/${who.accountId}${rest}`;

const upload = (who: TMember, csv: string, field = 'import_file') => {
  const boundary = '----import' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: acc(who, '/contacts/import'),
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

const get = (who: TMember, rest: string) => t.app.inject({ method: 'GET', url: acc(who, rest), headers: who.headers });

const csvOf = (rows: string[][]) => Papa.unparse(rows);

describe('contacts import', () => {
  it('imports good rows, reports exactly the bad ones with reasons, and a re-import updates instead of duplicating', async () => {
    const admin = await buildAdmin(t);
    const rows = [['name', 'email', 'phone_number', 'identifier', 'company', 'plan']];
    for (let i = 0; i < 30; i++) rows.push([`Person ${i}`, `p${i}@example.test`, '', '', 'Acme', 'pro']);
    rows.push(['Bad Email', 'not-an-email', '', '', '', '']);
    rows.push(['Bad Phone', '', '07911123456', '', '', '']);
    rows.push(['Short Phone', 'short@example.test', '+1234', '', '', '']);
    rows.push(['Nothing', '', '', '', 'Acme', '']);
    rows.push(['Phone Ok', '', '+447911123456', '', '', '']);
    rows.push(['By Id', '', '', 'crm-1', '', '']);
    const res = await upload(admin, csvOf(rows));
    expect(res.statusCode).toBe(200);
    const imp = res.json<TDataImport>();
    expect(imp).toMatchObject({ status: 'pending', data_type: 'contacts' });
    expect(await drainJobs(t.deps, { names: ['contacts.import'] })).toBe(1);
    const done = (await get(admin, `/data_imports/${imp.id}`)).json<TDataImport>();
    expect(done).toMatchObject({ status: 'completed', total_records: 36, processed_records: 36, failed_records: 4 });
    expect(done.failed_records_url).toBe(`/api/v1/accounts/${admin.accountId}/data_imports/${imp.id}/failed_records`);
    const report = await get(admin, `/data_imports/${imp.id}/failed_records`);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('attachment');
    const parsed = Papa.parse<Record<string, string>>(report.body, { header: true, skipEmptyLines: true });
    expect(parsed.data.map((r) => r.name)).toEqual(['Bad Email', 'Bad Phone', 'Short Phone', 'Nothing']);
    expect(parsed.data[0]?.error).toContain('email');
    expect(parsed.data[1]?.error).toContain('phone');
    expect(parsed.data[3]?.error).toBe('needs an email, phone number or identifier');
    const list = (await get(admin, '/contacts?sort=name')).json<{ meta: { count: number } }>();
    expect(list.meta.count).toBe(32);
    const one = (await get(admin, `/contacts/search?q=${encodeURIComponent('p7@example.test')}`)).json<{
      payload: { custom_attributes: object; additional_attributes: object }[];
    }>();
    expect(one.payload[0]).toMatchObject({
      custom_attributes: { plan: 'pro' },
      additional_attributes: { company_name: 'Acme' },
    });

    // Re-import: the same emails/ids update (new company), nothing duplicates.
    const again = [['name', 'email', 'identifier', 'company']];
    for (let i = 0; i < 30; i++) again.push([`Person ${i}`, `P${i}@EXAMPLE.test`, '', 'Globex']);
    again.push(['Renamed', '', 'crm-1', '']);
    const second = (await upload(admin, csvOf(again))).json<TDataImport>();
    await drainJobs(t.deps, { names: ['contacts.import'] });
    expect((await get(admin, `/data_imports/${second.id}`)).json()).toMatchObject({
      status: 'completed',
      failed_records: 0,
      failed_records_url: null,
    });
    expect((await get(admin, '/contacts')).json<{ meta: { count: number } }>().meta.count).toBe(32);
    const renamed = (await get(admin, '/contacts/search?q=crm-1')).json<{ payload: { name: string }[] }>();
    expect(renamed.payload.map((c) => c.name)).toEqual(['Renamed']);
    const updated = (await get(admin, '/contacts/search?q=p3%40example')).json<{
      payload: { additional_attributes: { company_name: string } }[];
    }>();
    expect(updated.payload[0]?.additional_attributes.company_name).toBe('Globex');
  });

  it('422s a file without an identifying column or the wrong field; agents may not import', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const noKey = await upload(admin, 'name,city\nA,B\n');
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json()).toMatchObject({ attributes: ['import_file'] });
    expect((await upload(admin, 'email\na@b.test\n', 'file')).statusCode).toBe(422);
    expect((await upload(agent, 'email\na@b.test\n')).statusCode).toBe(401);
  });
});

describe('contacts export', () => {
  it('exports all or the filtered set as CSV behind an account-scoped download', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    for (const [name, email] of [
      ['Ann', 'ann@acme.test'],
      ['Ben', 'ben@other.test'],
      ['=HYPERLINK("x")', 'f@acme.test'],
    ])
      await t.app.inject({
        method: 'POST',
        url: acc(admin, '/contacts'),
        headers: admin.headers,
        payload: { name, email },
      });
    const all = await t.app.inject({ method: 'POST', url: acc(admin, '/contacts/export'), headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const filtered = await t.app.inject({
      method: 'POST',
      url: acc(admin, '/contacts/export'),
      headers: admin.headers,
      payload: {
        payload: [{ attribute_key: 'email', filter_operator: 'contains', values: ['acme'], query_operator: null }],
      },
    });
    await drainJobs(t.deps, { names: ['contacts.export'] });
    const allJob = (await get(admin, `/data_imports/${all.json<TDataImport>().id}`)).json<TDataImport>();
    expect(allJob).toMatchObject({ status: 'completed', total_records: 3, processed_records: 3 });
    const file = await get(admin, allJob.file_url!.replace(`/api/v1/accounts/${admin.accountId}`, ''));
    const rows = Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.email).sort()).toEqual(['ann@acme.test', 'ben@other.test', 'f@acme.test']);
    expect(rows.find((r) => r.email === 'f@acme.test')?.name).toBe(`'=HYPERLINK("x")`);
    const fJob = (await get(admin, `/data_imports/${filtered.json<TDataImport>().id}`)).json<TDataImport>();
    const fRows = Papa.parse<Record<string, string>>((await get(admin, `/data_imports/${fJob.id}/file`)).body, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(fRows.map((r) => r.email).sort()).toEqual(['ann@acme.test', 'f@acme.test']);
    // Another account's admin: not found, through either account.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: acc(admin, `/data_imports/${fJob.id}/file`),
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(stranger, `/data_imports/${fJob.id}/file`)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: acc(admin, '/contacts/export'),
      headers: admin.headers,
      payload: { payload: [{ attribute_key: 'nope', filter_operator: 'equal_to', values: ['x'] }] },
    });
    expect(bad.statusCode).toBe(422);
  });
});
