import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const form = (field: string, bytes: Buffer, name: string) => {
  const boundary = '----helpdesk-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('POST upload (editor images)', () => {
  it('stores an image for any member and answers file_url, blob_key and blob_id; the file is served', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const f = form('attachment', PNG, 'dot.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/upload`,
      headers: { ...agent.headers, ...f.headers },
      payload: f.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ file_url: string; blob_key: string; blob_id: string }>();
    expect(body.blob_key).toMatch(new RegExp(`^accounts/${admin.accountId}/uploads/[\\w-]+\\.png$`));
    expect(body.file_url).toMatch(/^http.*\/uploads\/accounts\/.*\.png$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(body.file_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, an empty form, external_url, and a stranger', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const url = `/api/v1/accounts/${admin.accountId}/upload`;
    const script = form('attachment', Buffer.from('<script>alert(1)</script>'), 'evil.png');
    const notImage = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headers, ...script.headers },
      payload: script.payload,
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json<{ attributes: string[] }>().attributes).toEqual(['attachment']);
    const external = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { external_url: 'http://169.254.169.254/' },
    });
    expect(external.statusCode).toBe(422);
    const f = form('attachment', PNG, 'dot.png');
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...stranger.headers, ...f.headers },
      payload: f.payload,
    });
    expect(other.statusCode).toBe(404);
  });
});
