import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { buildPortal } from '../../test/helpCenterFactories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('base64');

type TBlob = { id: number; signed_id: string; byte_size: number; direct_upload: { url: string; headers: object } };

const blobBody = (bytes: Buffer, filename = 'dot.png', contentType = 'image/png') => ({
  blob: { filename, byte_size: bytes.length, checksum: md5(bytes), content_type: contentType, metadata: {} },
});

/** Rails' DirectUpload as a client runs it: announce, then PUT the bytes to the answered URL. */
const directUpload = async (url: string, headers: Record<string, string>, bytes = PNG) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: blobBody(bytes) });
  expect(res.statusCode, res.body).toBe(200);
  const blob = res.json<TBlob>();
  const put = await t.app.inject({
    method: 'PUT',
    url: new URL(blob.direct_upload.url).pathname,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(204);
  return blob;
};

const sendWith = (m: TMember, displayId: number, attachments: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${m.accountId}/conversations/${displayId}/messages`,
    headers: m.headers,
    payload: { content: 'See attached', attachments },
  });

describe('direct uploads (Rails ActiveStorage, Chatwoot clients)', () => {
  it('announces a blob in Rails’ shape, takes its bytes once, and a message takes it as an attachment', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const blob = await directUpload('/rails/active_storage/direct_uploads', admin.headers);
    expect(blob).toMatchObject({ byte_size: PNG.length, direct_upload: { headers: { 'Content-Type': 'image/png' } } });
    expect(blob.direct_upload.url).toMatch(/^http.*\/rails\/active_storage\/disk\/.+/);

    const again = await t.app.inject({
      method: 'PUT',
      url: new URL(blob.direct_upload.url).pathname,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(again.statusCode).toBe(404);

    const sent = await sendWith(admin, displayId, [blob.signed_id]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [file] = sent.json<{ attachments: { data_url: string; file_size: number }[] }>().attachments;
    expect(file?.file_size).toBe(PNG.length);
    const served = await t.app.inject({ method: 'GET', url: new URL(file!.data_url, 'http://localhost').pathname });
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // Used once: the same signed id names nothing now.
    const reused = await sendWith(admin, displayId, [blob.signed_id]);
    expect(reused.statusCode).toBe(422);
  });

  it('refuses bytes that are not what was announced, a forged URL, and a stranger', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/rails/active_storage/direct_uploads',
      headers: admin.headers,
      payload: blobBody(PNG),
    });
    const blob = res.json<TBlob>();
    const path = new URL(blob.direct_upload.url).pathname;
    const wrong = await t.app.inject({ method: 'PUT', url: path, payload: Buffer.concat([PNG, Buffer.from('x')]) });
    expect(wrong.statusCode).toBe(422);
    const forged = await t.app.inject({ method: 'PUT', url: `${path.slice(0, -3)}abc`, payload: PNG });
    expect(forged.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/rails/active_storage/direct_uploads',
      payload: blobBody(PNG),
    });
    expect(anonymous.statusCode).toBe(401);
    const badChecksum = await t.app.inject({
      method: 'POST',
      url: '/rails/active_storage/direct_uploads',
      headers: admin.headers,
      payload: { blob: { ...blobBody(PNG).blob, checksum: 'nope' } },
    });
    expect(badChecksum.statusCode).toBe(422);
  });

  it('a blob is its owner’s: another member cannot attach it, and a bytes-less blob names nothing', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { members: [agent] });
    const blob = await directUpload('/rails/active_storage/direct_uploads', admin.headers);
    const stolen = await sendWith(agent, displayId, [blob.signed_id]);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<{ message: string }>().message).toMatch(/Attachments names no finished upload/);

    const pending = (
      await t.app.inject({
        method: 'POST',
        url: '/rails/active_storage/direct_uploads',
        headers: agent.headers,
        payload: blobBody(PNG),
      })
    ).json<TBlob>();
    expect((await sendWith(agent, displayId, [pending.signed_id])).statusCode).toBe(422);
    // The refused requests lost nothing: the owner still attaches it.
    expect((await sendWith(admin, displayId, blob.signed_id)).statusCode).toBe(200);
  });

  it('the conversation’s twin checks the conversation: another account 404, outside the inbox 401', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const url = (m: TMember) => `/api/v1/accounts/${m.accountId}/conversations/${displayId}/direct_uploads`;
    const blob = await directUpload(url(admin), admin.headers);
    expect((await sendWith(admin, displayId, [blob.signed_id])).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${displayId}/direct_uploads`,
      headers: stranger.headers,
      payload: blobBody(PNG),
    });
    expect(other.statusCode).toBe(404);
    const notInInbox = await t.app.inject({
      method: 'POST',
      url: url(outsider),
      headers: outsider.headers,
      payload: blobBody(PNG),
    });
    expect(notInInbox.statusCode).toBe(401);
  });

  it('a widget visitor uploads directly and names the blob in message[attachments]', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const visitor = await widgetVisitor(t, inbox.website_token, '203.0.113.40');
    const announced = await visitor.call('POST', '/direct_uploads', blobBody(PNG));
    expect(announced.statusCode, announced.body).toBe(200);
    const blob = announced.json<TBlob>();
    const put = await t.app.inject({ method: 'PUT', url: new URL(blob.direct_upload.url).pathname, payload: PNG });
    expect(put.statusCode).toBe(204);
    const sent = await visitor.call('POST', '/messages', { message: { content: '', attachments: [blob.signed_id] } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ attachments: unknown[] }>().attachments).toHaveLength(1);
    // A member's blob is not the visitor's.
    const mine = await directUpload('/rails/active_storage/direct_uploads', admin.headers);
    const taken = await visitor.call('POST', '/messages', { message: { content: 'x', attachments: [mine.signed_id] } });
    expect(taken.statusCode).toBe(422);
  });

  it('a portal takes its logo by the signed id of an image', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const blob = await directUpload('/rails/active_storage/direct_uploads', admin.headers);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}`,
      headers: admin.headers,
      payload: { blob_id: blob.signed_id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json<{ logo: { file_url: string } | null }>().logo;
    expect(logo?.file_url).toMatch(/\/uploads\/accounts\/\d+\/uploads\/.+\.png$/);

    const text = Buffer.from('not an image');
    const notImage = await directUpload('/rails/active_storage/direct_uploads', admin.headers, text);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}`,
      headers: admin.headers,
      payload: { blob_id: notImage.signed_id },
    });
    expect(refused.statusCode).toBe(422);
  });
});
