import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);
type TCanned = { id: number; short_code: string; content: string; account_id: number };

describe('canned responses', () => {
  it('creates, searches by short code or content, updates and deletes', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const made = await call<TCanned>(agent, 'POST', '/canned_responses', {
      short_code: 'welcome',
      content: 'Hello {{contact.name}}, welcome!',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      short_code: 'welcome',
      account_id: admin.accountId,
      created_at: expect.any(String),
    });
    await call(admin, 'POST', '/canned_responses', { short_code: 'refund', content: 'Your refund is on its way' });
    await call(admin, 'POST', '/canned_responses', { short_code: 'bye', content: 'Welcome back any time' });
    const all = await call<TCanned[]>(agent, 'GET', '/canned_responses');
    expect(all.body.map((c) => c.short_code)).toEqual(['bye', 'refund', 'welcome']);
    const found = await call<TCanned[]>(agent, 'GET', '/canned_responses?search=welc');
    // Short-code matches come before content matches.
    expect(found.body.map((c) => c.short_code)).toEqual(['welcome', 'bye']);
    const dup = await call<{ attributes: string[] }>(admin, 'POST', '/canned_responses', {
      short_code: 'welcome',
      content: 'x',
    });
    expect(dup.body.attributes).toEqual(['short_code']);
    const blank = await call<{ attributes: string[] }>(admin, 'POST', '/canned_responses', {
      short_code: '',
      content: '',
    });
    expect(blank.body.attributes.sort()).toEqual(['content', 'short_code']);
    const updated = await call<TCanned>(agent, 'PATCH', `/canned_responses/${made.body.id}`, { content: 'Hi!' });
    expect(updated.body).toMatchObject({ short_code: 'welcome', content: 'Hi!' });
    expect((await call(agent, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(200);
    expect((await call(agent, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(404);
  });

  it('keeps accounts apart, and custom roles may read but not manage', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const mine = await call<TCanned>(admin, 'POST', '/canned_responses', { short_code: 'a', content: 'b' });
    expect((await call<TCanned[]>(other, 'GET', '/canned_responses')).body).toEqual([]);
    expect((await call(other, 'PATCH', `/canned_responses/${mine.body.id}`, { content: 'x' })).status).toBe(404);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_manage']);
    const custom = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    expect((await call<TCanned[]>(custom, 'GET', '/canned_responses')).body).toHaveLength(1);
    expect((await call(custom, 'POST', '/canned_responses', { short_code: 'c', content: 'd' })).status).toBe(401);
    expect((await call(custom, 'DELETE', `/canned_responses/${mine.body.id}`)).status).toBe(401);
  });

  it("404 for another account's member on the account's routes; agents manage canned responses", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const made = await call<TCanned>(agent, 'POST', '/canned_responses', { short_code: 'hi', content: 'Hello' });
    expect(made.status).toBe(200);
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/canned_responses')).status).toBe(404);
    expect((await call(asStranger, 'POST', '/canned_responses', { short_code: 'x', content: 'y' })).status).toBe(404);
    expect((await call(asStranger, 'PATCH', `/canned_responses/${made.body.id}`, { content: 'x' })).status).toBe(404);
    expect((await call(asStranger, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(404);
    const edited = await call<TCanned>(agent, 'PUT', `/canned_responses/${made.body.id}`, { short_code: 'hello' });
    expect(edited.body).toMatchObject({ short_code: 'hello', content: 'Hello' });
    const spaced = await call<{ attributes: string[] }>(agent, 'POST', '/canned_responses', {
      short_code: 'two words',
      content: 'x',
    });
    expect(spaced.status).toBe(422);
    expect(spaced.body.attributes).toEqual(['short_code']);
    expect((await call(agent, 'DELETE', `/canned_responses/${made.body.id}`)).status).toBe(200);
    expect((await call<TCanned[]>(admin, 'GET', '/canned_responses')).body).toEqual([]);
  });
});
