import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { helpers } from './testHelpers.ts';

/**
 * No N+1: a list request sends the same number of SQL queries for one row as for a full page, however
 * rich the rows are (contacts, assignees, teams, labels, last messages, files, senders).
 */
const t = setupTestApp();
const { call } = helpers(t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A message with one image, sent as form data like the reply box does. */
const postWithFile = async (who: TMember, displayId: number, content: string) => {
  const boundary = `----q${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${who.accountId}/conversations/${displayId}/messages`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
};

const ok = async <T>(who: TMember, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const res = await call<T>(who, method, path, body);
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.body;
};

/** An account whose `n` conversations each have a contact, an assignee, a team, labels and a last message with a file. */
const accountWithConversations = async (n: number) => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const inbox = await ok<{ id: number }>(admin, 'POST', '/inboxes', {
    name: 'Web',
    channel: { type: 'web_widget', website_url: 'https://x.test' },
  });
  await ok(admin, 'POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [agent.user.id] });
  const team = await ok<{ id: number }>(admin, 'POST', '/teams', { name: 'Tier 1' });
  for (const title of ['billing', 'vip']) await ok(admin, 'POST', '/labels', { title });
  const displayIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const contact = await ok<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', {
      name: `Customer ${i}`,
      email: `customer-${i}-${admin.accountId}@example.test`,
    });
    const c = await ok<{ id: number }>(admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.payload.contact.id,
      assignee_id: i % 2 ? admin.user.id : agent.user.id,
      team_id: team.id,
    });
    await ok(admin, 'POST', `/conversations/${c.id}/labels`, { labels: ['billing', 'vip'] });
    await ok(admin, 'POST', `/contacts/${contact.payload.contact.id}/labels`, { labels: ['vip'] });
    await postWithFile(i % 2 ? admin : agent, c.id, `Reply ${i}`);
    displayIds.push(c.id);
  }
  return { admin, agent, displayIds };
};

const queriesFor = async (who: TMember, path: string) => {
  const { result, queries } = await t.recordQueries(() => call(who, 'GET', path));
  expect(result.status, path).toBe(200);
  // The event sequencer's 1 s sweep may run meanwhile on the same pool; it is no part of the request.
  return queries.filter((q) => !q.includes('FROM events WHERE seq IS NULL'));
};

describe('queries per list request do not grow with the page', () => {
  it('GET conversations: 1 conversation and 25 cost the same queries, for an administrator and an agent', async () => {
    const one = await accountWithConversations(1);
    const many = await accountWithConversations(25);
    const page = await ok<{ data: { payload: { meta: { assignee: unknown; team: unknown } }[] } }>(
      many.admin,
      'GET',
      '/conversations?assignee_type=all',
    );
    expect(page.data.payload).toHaveLength(25);
    expect(page.data.payload.every((c) => c.meta.assignee && c.meta.team)).toBe(true);
    for (const role of ['admin', 'agent'] as const) {
      const single = await queriesFor(one[role], '/conversations?assignee_type=all');
      const full = await queriesFor(many[role], '/conversations?assignee_type=all');
      expect(full.length, `${role}:\n${full.join('\n')}`).toBe(single.length);
      expect(single.length).toBeLessThan(20);
    }
  });

  it('GET messages: 1 message and 20, each with a file from agents, cost the same queries', async () => {
    const { admin, agent, displayIds } = await accountWithConversations(2);
    const [short, long] = displayIds as [number, number];
    for (let i = 0; i < 20; i++) await postWithFile(i % 2 ? admin : agent, long, `More ${i}`);
    const latest = await ok<{ payload: { attachments: unknown[] }[] }>(admin, 'GET', `/conversations/${long}/messages`);
    expect(latest.payload.slice(-20).every((m) => m.attachments.length === 1)).toBe(true);
    const single = await queriesFor(admin, `/conversations/${short}/messages`);
    const full = await queriesFor(admin, `/conversations/${long}/messages`);
    expect(full.length, full.join('\n')).toBe(single.length);
    // The credentials, the conversation, then one statement for the messages, senders, files and context.
    expect(full.length, full.join('\n')).toBeLessThanOrEqual(3);
    const older = await queriesFor(admin, `/conversations/${long}/messages?before=${Number.MAX_SAFE_INTEGER}`);
    expect(older.length, older.join('\n')).toBeLessThanOrEqual(3);
  });

  it('GET contacts: 1 contact and a page of 15 cost the same queries', async () => {
    const one = await accountWithConversations(1);
    const many = await accountWithConversations(16);
    const page = await ok<{ payload: unknown[] }>(many.admin, 'GET', '/contacts');
    expect(page.payload).toHaveLength(15);
    const single = await queriesFor(one.admin, '/contacts');
    const full = await queriesFor(many.admin, '/contacts');
    expect(full.length, full.join('\n')).toBe(single.length);
  });
});
