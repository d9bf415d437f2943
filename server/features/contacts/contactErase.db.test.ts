import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignRecipients } from '../../db/schema/index.ts';
import { buildOneOffCampaign } from '../../test/campaignFactories.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp, type TTestContext } from '../../test/harness.ts';
import { multipartForm, PNG_1PX } from '../../test/multipart.ts';
import { useWebhookReceivers } from '../../test/webhookReceiver.ts';
import { adminCall, buildApiInbox } from '../widget/widgetTestKit.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });
const receiver = useWebhookReceivers();

/** Every text or JSON cell of every table (ours and the job queue's) that holds `needle`: "table.column". */
const cellsHolding = async (ctx: TTestContext, needle: string) => {
  const { rows: columns } = await ctx.database.pool.query<{
    table_schema: string;
    table_name: string;
    column_name: string;
  }>(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema IN ('public', 'pgboss') AND tb.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${c.table_schema}"."${c.table_name}"
       WHERE strpos(lower("${c.column_name}"::text), lower($1)) > 0`,
      [needle],
    );
    if (rows[0]!.n > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
};

/** A person known across the account: a conversation with their words and the agent's, a file, a note, a rating. */
const seedPerson = async (admin: TMember) => {
  const mark = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = {
    name: `Zelda Quartermain ${mark}`,
    email: `zelda.${mark}@example.test`,
    phone: `+1555${String(Date.now()).slice(-7)}`,
    said: `My account number is ZQ-${mark} and my card was declined`,
    answered: `Thanks Zelda, I refunded ZQ-${mark}-refund for you`,
    noted: `Zelda prefers phone calls ${mark}`,
    rated: `Slow but solved ${mark}`,
  };
  const call = adminCall(t, admin);
  const hook = await receiver();
  await call('POST', '/webhooks', { url: hook.url });
  const inbox = await buildApiInbox(t, admin);
  await call('PATCH', `/inboxes/${inbox.id}`, { csat_survey_enabled: true });
  const api = (method: 'POST' | 'PATCH', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`, payload: payload as never });
  const contact = (
    await api('POST', '/contacts', { name: person.name, email: person.email, phone_number: person.phone })
  ).json<{ id: number; source_id: string }>();
  const conv = (await api('POST', `/contacts/${contact.source_id}/conversations`)).json<{ id: number }>();
  await api('POST', `/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content: person.said });
  await call('POST', `/conversations/${conv.id}/messages`, { content: person.answered });
  // A file sent to them (on disk), a campaign that reached them, and a data export of them.
  const form = multipartForm({}, [
    { name: 'attachments[]', filename: `zelda-${mark}.png`, type: 'image/png', bytes: PNG_1PX },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}/conversations/${conv.id}/messages`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const campaign = await buildOneOffCampaign(t, admin.accountId, inbox.id, { audience: [], enabled: false });
  await t.database.db
    .insert(campaignRecipients)
    .values({ campaignId: campaign.id, accountId: admin.accountId, contactId: contact.id, status: 'sent' });
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/contacts/${contact.id}/export`,
        headers: admin.headers,
      })
    ).statusCode,
  ).toBe(200);
  await call('POST', `/contacts/${contact.id}/notes`, { content: person.noted });
  await call('POST', `/conversations/${conv.id}/assignments`, { assignee_id: admin.user.id });
  await call('POST', `/conversations/${conv.id}/toggle_status`, { status: 'resolved' });
  await drainConsumers(t.deps, CONSUMERS);
  const messages = await call<{ payload: { content_type: string; content: string }[] }>(
    'GET',
    `/conversations/${conv.id}/messages`,
  );
  const uuid = /\/survey\/responses\/([0-9a-f-]{36})$/.exec(
    messages.payload.find((m) => m.content_type === 'input_csat')?.content ?? '',
  )?.[1];
  const rated = await t.app.inject({
    method: 'PUT',
    url: `/public/api/v1/csat_survey/${uuid}`,
    payload: { rating: 2, feedback_message: person.rated },
  });
  expect(rated.statusCode, rated.body).toBe(200);
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps);
  return { person: { ...person, file: `zelda-${mark}.png` }, contactId: contact.id, displayId: conv.id, hook };
};

const needlesOf = (p: Record<string, string>) => [
  p.name!,
  p.email!,
  p.phone!,
  p.said!,
  p.answered!,
  p.noted!,
  p.rated!,
  p.file!,
];

describe('POST contacts/{id}/erase (the right to be forgotten)', () => {
  it('leaves nothing identifying in any table, keeps the counts, and tells webhooks the ids only', async () => {
    const admin = await buildAdmin(t);
    const { person, contactId, displayId, hook } = await seedPerson(admin);
    // The seed really spread the person around: rows, events, deliveries, finished jobs.
    const before = await cellsHolding(t, person.said);
    expect(before).toEqual(expect.arrayContaining(['public.messages.content', 'public.webhook_deliveries.body']));
    expect(await cellsHolding(t, person.email)).toEqual(expect.arrayContaining(['public.contacts.email']));
    const files = (
      await t.database.pool.query<{ file_key: string }>(
        `SELECT a.file_key FROM attachments a JOIN messages m ON m.id = a.message_id
         JOIN conversations c ON c.id = m.conversation_id WHERE c.contact_id = $1`,
        [contactId],
      )
    ).rows.map((r) => path.join(t.deps.uploads.root, r.file_key));
    expect(files).toHaveLength(1);
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    const ownRows = async () =>
      (
        await t.database.pool.query<{ recipients: number; archives: number; attachments: number }>(
          `SELECT (SELECT count(*)::int FROM campaign_recipients WHERE contact_id = $1) AS recipients,
                  (SELECT count(*)::int FROM contact_archives WHERE contact_id = $1) AS archives,
                  (SELECT count(*)::int FROM attachments a JOIN messages m ON m.id = a.message_id
                     JOIN conversations c ON c.id = m.conversation_id WHERE c.contact_id = $1) AS attachments`,
          [contactId],
        )
      ).rows[0];
    expect(await ownRows()).toEqual({ recipients: 1, archives: 1, attachments: 1 });
    const countsBefore = await t.database.pool.query<{ convs: number; msgs: number; ratings: number }>(
      `SELECT (SELECT count(*)::int FROM conversations WHERE account_id = $1) AS convs,
              (SELECT count(*)::int FROM messages WHERE account_id = $1) AS msgs,
              (SELECT count(*)::int FROM csat_survey_responses WHERE account_id = $1) AS ratings`,
      [admin.accountId],
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/contacts/${contactId}/erase`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: contactId, erased: true });
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps);

    for (const needle of needlesOf(person)) expect(await cellsHolding(t, needle), needle).toEqual([]);
    expect(await ownRows()).toEqual({ recipients: 0, archives: 0, attachments: 0 });
    expect(files.filter((f) => fs.existsSync(f))).toEqual([]);
    // The audit row names the contact by id only (docs/PRIVACY.md).
    const { rows: audits } = await t.database.pool.query<{ auditable_id: number; text: string }>(
      `SELECT auditable_id, coalesce(auditable_name, '') || audited_changes::text AS text FROM audit_logs
       WHERE account_id = $1 AND action = 'erase'`,
      [admin.accountId],
    );
    expect(audits).toEqual([{ auditable_id: contactId, text: '{}' }]);
    const countsAfter = await t.database.pool.query(
      `SELECT (SELECT count(*)::int FROM conversations WHERE account_id = $1) AS convs,
              (SELECT count(*)::int FROM messages WHERE account_id = $1) AS msgs,
              (SELECT count(*)::int FROM csat_survey_responses WHERE account_id = $1) AS ratings`,
      [admin.accountId],
    );
    expect(countsAfter.rows).toEqual(countsBefore.rows);
    const shown = await adminCall(t, admin)<{ payload: { name: string; email: string | null } }>(
      'GET',
      `/contacts/${contactId}`,
    );
    expect(shown.payload).toMatchObject({ name: 'Erased contact', email: null });
    const search = await adminCall(t, admin)<{ payload: unknown[] }>(
      'GET',
      `/contacts/search?q=${encodeURIComponent(person.email)}`,
    );
    expect(search.payload).toEqual([]);
    const erased = hook.got.find((b) => b.event === 'contact_erased');
    expect(erased, JSON.stringify(hook.got.map((b) => b.event))).toMatchObject({ id: contactId, type: 'contact' });
    expect(JSON.stringify(erased)).not.toContain('Zelda');
    expect(displayId).toBeGreaterThan(0);
  }, 90_000); // every text column of every table, for each of the person's strings

  it('is for administrators of the account: an agent 401, another account 404, no token 401', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const contact = await adminCall(t, admin)<{ payload: { contact: { id: number } } }>('POST', '/contacts', {
      name: 'Kept Person',
    });
    const url = `/api/v1/accounts/${admin.accountId}/contacts/${contact.payload.contact.id}/erase`;
    expect((await t.app.inject({ method: 'POST', url, headers: agent.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const other = `/api/v1/accounts/${stranger.accountId}/contacts/${contact.payload.contact.id}/erase`;
    expect((await t.app.inject({ method: 'POST', url: other, headers: stranger.headers })).statusCode).toBe(404);
    const kept = await adminCall(t, admin)<{ payload: { name: string } }>(
      'GET',
      `/contacts/${contact.payload.contact.id}`,
    );
    expect(kept.payload.name).toBe('Kept Person');
  });
});
