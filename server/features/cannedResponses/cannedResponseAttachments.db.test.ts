import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TCannedResponse } from '../../../common/contracts/cannedResponses.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A canned response request as form data with files, as the settings dialog sends it. */
const form = async (
  who: TMember,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
) => {
  const boundary = `----c${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${url}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return { status: res.statusCode, body: res.json<TCannedResponse & { attributes?: string[] }>() };
};

const onDisk = (url: string) => fs.existsSync(path.join(t.deps.uploads.root, url.replace(/^\/uploads\//, '')));

describe('canned responses with attachments', () => {
  it('stores files given as form data, lists them, adds and removes them, and deletes them with the response', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const made = await form(agent, 'POST', '/canned_responses', { short_code: 'guide', content: 'See the guide' }, [
      { name: 'guide.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 guide') },
    ]);
    expect(made.status).toBe(200);
    expect(made.body.attachments).toEqual([
      expect.objectContaining({
        file_type: 'file',
        file_name: 'guide.pdf',
        file_url: expect.stringMatching(new RegExp(`^/uploads/attachments/${admin.accountId}/`)),
      }),
    ]);
    const pdf = made.body.attachments[0]!.file_url;
    expect(onDisk(pdf)).toBe(true);
    const listed = await call<TCannedResponse[]>(agent, 'GET', '/canned_responses');
    expect(listed.body[0]?.attachments.map((a) => a.file_name)).toEqual(['guide.pdf']);
    // JSON still works, with no files.
    const plain = await call<TCannedResponse>(agent, 'POST', '/canned_responses', { short_code: 'hi', content: 'Hi' });
    expect(plain.body.attachments).toEqual([]);

    const added = await form(agent, 'PATCH', `/canned_responses/${made.body.id}`, {}, [
      { name: 'map.png', type: 'image/png', bytes: PNG },
    ]);
    expect(added.body.attachments.map((a) => [a.file_name, a.file_type])).toEqual([
      ['guide.pdf', 'file'],
      ['map.png', 'image'],
    ]);
    const removed = await call<TCannedResponse>(agent, 'PATCH', `/canned_responses/${made.body.id}`, {
      remove_attachments: [pdf],
    });
    expect(removed.body.attachments.map((a) => a.file_name)).toEqual(['map.png']);
    expect(onDisk(pdf)).toBe(false);
    const png = removed.body.attachments[0]!.file_url;
    expect((await call(agent, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(200);
    expect(onDisk(png)).toBe(false);
  });

  it("keeps accounts apart: another account neither lists nor changes the response's files; no token is 401", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const made = await form(admin, 'POST', '/canned_responses', { short_code: 'doc', content: 'Doc' }, [
      { name: 'a.png', type: 'image/png', bytes: PNG },
    ]);
    expect((await call<TCannedResponse[]>(stranger, 'GET', '/canned_responses')).body).toEqual([]);
    const intruding = await form(stranger, 'PATCH', `/canned_responses/${made.body.id}`, {}, [
      { name: 'b.png', type: 'image/png', bytes: PNG },
    ]);
    expect(intruding.status).toBe(404);
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/canned_responses')).status).toBe(404);
    const url = `/api/v1/accounts/${admin.accountId}/canned_responses`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const mine = await call<TCannedResponse[]>(admin, 'GET', '/canned_responses');
    expect(mine.body[0]?.attachments.map((a) => a.file_name)).toEqual(['a.png']);
  });
});
