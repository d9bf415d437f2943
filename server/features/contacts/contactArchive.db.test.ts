import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/drain.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const inject = (m: TMember, method: 'GET' | 'POST', path: string, extra: object = {}) =>
  t.app.inject({ method, url: `/api/v1/accounts/${m.accountId}${path}`, headers: m.headers, ...extra });

/** A conversation with an incoming message carrying a file, and a note on the contact. */
const seed = async (admin: TMember) => {
  const c = await buildConversation(t, admin, { message: 'Where is my parcel 7781?' });
  const boundary = '----archive-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nHere is the receipt\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const sent = await inject(admin, 'POST', `/conversations/${c.displayId}/messages`, {
    payload,
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await inject(admin, 'POST', `/contacts/${c.contactId}/notes`, { payload: { content: 'Prefers email' } });
  return c;
};

describe('POST contacts/{id}/export (the right of access)', () => {
  it('builds a ZIP of the person’s data and files in a job, offered to administrators for download', async () => {
    const admin = await buildAdmin(t);
    const c = await seed(admin);
    const asked = await inject(admin, 'POST', `/contacts/${c.contactId}/export`);
    expect(asked.statusCode, asked.body).toBe(200);
    const archive = asked.json<{ id: number; status: string; file_name: string }>();
    expect(archive).toMatchObject({ status: 'building', file_name: expect.stringMatching(/^contact-\d+-.*\.zip$/) });
    const early = await inject(admin, 'GET', `/contacts/${c.contactId}/exports/${archive.id}/download`);
    expect(early.statusCode).toBe(404);

    expect(await drainJobs(t.deps, { names: ['contacts.archive'] })).toBe(1);
    const list = (await inject(admin, 'GET', `/contacts/${c.contactId}/exports`)).json<{
      payload: { id: number; status: string; byte_size: number }[];
    }>();
    expect(list.payload[0]).toMatchObject({ id: archive.id, status: 'ready' });
    const file = await inject(admin, 'GET', `/contacts/${c.contactId}/exports/${archive.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain(archive.file_name);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(zip['data.json'])) as {
      contact: { name: string };
      notes: { content: string }[];
      conversations: { messages: { content: string; attachments: { archive_path: string | null }[] }[] }[];
    };
    expect(data.contact.name).toBe('Customer');
    expect(data.notes.map((n) => n.content)).toEqual(['Prefers email']);
    const messages = data.conversations[0]!.messages;
    expect(messages.map((m) => m.content)).toEqual(
      expect.arrayContaining(['Where is my parcel 7781?', 'Here is the receipt']),
    );
    const path = messages.flatMap((m) => m.attachments)[0]?.archive_path;
    expect(path).toMatch(/^attachments\/\d+-\d+-receipt\.png$/);
    expect(Buffer.from(zip[path!]!).equals(PNG)).toBe(true);
    expect(JSON.stringify(data)).not.toContain('file_key');
  });

  it('is for administrators of the account, and erasing the person deletes their archives', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const c = await seed(admin);
    expect((await inject(agent, 'POST', `/contacts/${c.contactId}/export`)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/accounts/${admin.accountId}/contacts/${c.contactId}/export`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject(stranger, 'POST', `/contacts/${c.contactId}/export`)).statusCode).toBe(404);
    const { id } = (await inject(admin, 'POST', `/contacts/${c.contactId}/export`)).json<{ id: number }>();
    await drainJobs(t.deps, { names: ['contacts.archive'] });
    expect((await inject(stranger, 'GET', `/contacts/${c.contactId}/exports/${id}/download`)).statusCode).toBe(404);
    expect((await inject(admin, 'POST', `/contacts/${c.contactId}/erase`)).statusCode).toBe(200);
    expect((await inject(admin, 'GET', `/contacts/${c.contactId}/exports/${id}/download`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', `/contacts/${c.contactId}/exports`)).json()).toEqual({ payload: [] });
  });
});
