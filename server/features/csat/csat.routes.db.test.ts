import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCsatMetrics, TCsatSurveyResponse, TPublicCsatSurvey } from '../../../common/contracts/csat.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { csatSurveyResponses, messages } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildAdmin, buildCustomRole, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp, type TTestContext } from '../../test/harness.ts';
import { adminCall, buildApiInbox, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;
type TMsg = { id: number; content: string; content_type: string; content_attributes: Record<string, unknown> };

/** An API-inbox conversation of `admin`, assigned to them and resolved: returns its survey link's uuid. */
const resolvedApiConversation = async (ctx: TTestContext, admin: TMember, csatConfig: Record<string, unknown>) => {
  const inbox = await buildApiInbox(ctx, admin);
  const call = adminCall(ctx, admin);
  await call('PATCH', `/inboxes/${inbox.id}`, { csat_survey_enabled: true, csat_config: csatConfig });
  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`,
      payload: payload as never,
    });
  const contact = (await api('POST', '/contacts', { name: 'Rae', email: 'rae@example.test' })).json<{
    source_id: string;
  }>();
  const conv = (await api('POST', `/contacts/${contact.source_id}/conversations`)).json<{ id: number }>();
  await api('POST', `/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content: 'help' });
  await call('POST', `/conversations/${conv.id}/assignments`, { assignee_id: admin.user.id });
  await call('POST', `/conversations/${conv.id}/toggle_status`, { status: 'resolved' });
  await drainConsumers(ctx.deps, CONSUMERS);
  const list = await call<{ payload: TMsg[] }>('GET', `/conversations/${conv.id}/messages`);
  const survey = list.payload.find((m) => m.content_type === 'input_csat');
  const uuid = /\/survey\/responses\/([0-9a-f-]{36})$/.exec(survey?.content ?? '')?.[1];
  if (!survey || !uuid) throw new Error(`no survey link in ${JSON.stringify(list.payload)}`);
  return { inbox, conv, survey, uuid };
};

const pub = (method: 'GET' | 'PUT' | 'PATCH', uuid: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/public/api/v1/csat_survey/${uuid}`,
    payload: payload as never,
    remoteAddress: freshIp(),
  });

describe('CSAT survey responses', () => {
  it('the public survey: link in the message, rate, change, 422 out of range and after 14 days, 404 unknown', async () => {
    const admin = await buildAdmin(t);
    const { survey, uuid, conv } = await resolvedApiConversation(t, admin, {
      display_type: 'star',
      message: 'How did we do?',
    });
    expect(survey.content).toMatch(/^How did we do\?\nhttp:\/\/[^/]+\/survey\/responses\//);

    const shown = await pub('GET', uuid);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<TPublicCsatSurvey>()).toMatchObject({
      conversation_id: conv.id,
      content: 'How did we do?',
      display_type: 'star',
      locked: false,
      csat_survey_response: null,
    });
    expect(
      (await pub('PUT', uuid, { message: { submitted_values: { csat_survey_response: { rating: 6 } } } })).statusCode,
    ).toBe(422);
    expect((await pub('PUT', uuid, { rating: 0 })).statusCode).toBe(422);
    const rated = await pub('PUT', uuid, {
      message: { submitted_values: { csat_survey_response: { rating: 4, feedback_message: 'Quick' } } },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    // The answer names its conversation and survey message, as Chatwoot's csat_survey_response does.
    expect(rated.json<TPublicCsatSurvey>().csat_survey_response).toMatchObject({
      conversation_id: conv.id,
      message_id: survey.id,
      rating: 4,
      feedback_message: 'Quick',
    });
    expect((await pub('PATCH', uuid, { rating: 5, feedback_message: 'Great' })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(csatSurveyResponses)
      .where(eq(csatSurveyResponses.messageId, survey.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, feedbackMessage: 'Great', assignedAgentId: admin.user.id });
    // The message's submitted_values follow the response.
    const [msg] = await t.database.db.select().from(messages).where(eq(messages.id, survey.id));
    expect(msg?.contentAttributes).toMatchObject({
      submitted_values: { csat_survey_response: { rating: 5, feedback_message: 'Great' } },
    });

    // The page: a plain form posting back; thanks and the answer once rated; Arabic on request.
    const page = await t.app.inject({ method: 'GET', url: `/survey/responses/${uuid}`, remoteAddress: freshIp() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Thank you for your feedback!');
    expect(page.body).toContain('id="rating-5" value="5" required checked');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/survey/responses/${uuid}?locale=ar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'rating=2&feedback_message=Slow',
      remoteAddress: freshIp(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe(`/survey/responses/${uuid}?locale=ar&saved=1`);
    const ar = await t.app.inject({ method: 'GET', url: posted.headers.location as string, remoteAddress: freshIp() });
    expect(ar.body).toContain('lang="ar" dir="rtl"');
    expect(ar.body).toContain('شكرًا لك على ملاحظاتك!');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/survey/responses/${uuid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'rating=9',
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Please choose a rating from 1 to 5.');

    // 14 days after it was sent the survey is locked.
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(messages.id, survey.id));
    const late = await pub('PUT', uuid, { rating: 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json<{ message: string }>().message).toMatch(/can no longer be changed/);
    expect((await pub('GET', uuid)).json<TPublicCsatSurvey>()).toMatchObject({
      locked: true,
      csat_survey_response: { rating: 2 },
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await pub('GET', unknown)).statusCode).toBe(404);
    expect((await pub('PUT', 'not-a-uuid', { rating: 3 })).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/survey/responses/${unknown}`,
      remoteAddress: freshIp(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Survey not found');
  });

  it('rate limits answers per address', async () => {
    const admin = await buildAdmin(t);
    const { uuid } = await resolvedApiConversation(t, admin, {});
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/public/api/v1/csat_survey/${uuid}`,
            payload: { rating: 3 },
            remoteAddress: '203.0.113.250',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('the widget rating writes the response; list, metrics and CSV count exactly; tenants walled', async () => {
    const admin = await buildAdmin(t);
    const call = adminCall(t, admin);
    const web = await buildWebsiteInbox(t, admin, { csat_survey_enabled: true, enable_email_collect: false });
    const ratings = [5, 4, 1];
    for (const [i, rating] of ratings.entries()) {
      const v = await widgetVisitor(t, web.website_token, freshIp());
      await v.call('PATCH', '/contact', { name: `Visitor ${i}` });
      await v.call('POST', '/messages', { message: { content: 'Hello' } });
      const { id } = (await v.call('GET', '/conversations')).json<{ id: number }>();
      await call('POST', `/conversations/${id}/toggle_status`, { status: 'resolved' });
      await drainConsumers(t.deps, CONSUMERS);
      const survey = (await v.call('GET', '/messages')).json<TMsg[]>().find((m) => m.content_type === 'input_csat');
      expect(survey?.content).toBe('Please rate the conversation');
      const r = await v.call('PATCH', `/messages/${survey!.id}`, {
        message: {
          submitted_values: {
            csat_survey_response: { rating, feedback_message: i === 0 ? 'Lovely, "quick"' : undefined },
          },
        },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // One more survey sent and never answered: the response rate is 3 of 4.
    const silent = await widgetVisitor(t, web.website_token, freshIp());
    await silent.call('POST', '/messages', { message: { content: 'Hi' } });
    const { id: silentId } = (await silent.call('GET', '/conversations')).json<{ id: number }>();
    await call('POST', `/conversations/${silentId}/toggle_status`, { status: 'resolved' });
    await drainConsumers(t.deps, CONSUMERS);

    const list = await call<TCsatSurveyResponse[]>('GET', '/csat_survey_responses');
    expect(list.map((r) => r.rating)).toEqual([1, 4, 5]);
    expect(list[2]).toMatchObject({ feedback_message: 'Lovely, "quick"', inbox_id: web.id, assigned_agent: null });
    expect(list[2]?.contact?.name).toBe('Visitor 0');
    const metrics = await call<TCsatMetrics>('GET', '/csat_survey_responses/metrics');
    expect(metrics).toEqual({
      total_count: 3,
      ratings_count: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 },
      total_sent_messages_count: 4,
    });
    const four = await call<TCsatMetrics>('GET', '/csat_survey_responses/metrics?rating[]=4&rating[]=5');
    expect(four.total_count).toBe(2);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(await call<TCsatSurveyResponse[]>('GET', `/csat_survey_responses?since=${future}`)).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/csat_survey_responses/download?sort=created_at`,
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Agent Name,Rating,Feedback,Contact Name,Contact Email,Contact Phone,Link to the Conversation,Recorded On',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^,5,"Lovely, ""quick""",Visitor 0,,,http:\/\/[^,]+\/app\/accounts\/\d+\/conversations\/\d+,\d{4}-/,
    );

    // Tenants: no token, an agent, another account's admin; a report_manage role may read.
    const url = `/api/v1/accounts/${admin.accountId}/csat_survey_responses/metrics`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await t.app.inject({ method: 'GET', url, headers: agent.headers })).statusCode).toBe(401);
    const stranger = await buildAdmin(t);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    const strangerList = await adminCall(t, stranger)<TCsatSurveyResponse[]>('GET', '/csat_survey_responses');
    expect(strangerList).toEqual([]);
    const role = await buildCustomRole(t, admin.accountId, ['report_manage']);
    const reporter = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    expect((await t.app.inject({ method: 'GET', url, headers: reporter.headers })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: `${url}?rating[]=9`, headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('rating');
  });

  it('inbox csat_config: saved, merged, read back; bad values are 422 naming the field', async () => {
    const admin = await buildAdmin(t);
    const call = adminCall(t, admin);
    const inbox = await buildWebsiteInbox(t, admin);
    await call('PATCH', `/inboxes/${inbox.id}`, { csat_config: { display_type: 'star', message: 'Rate us' } });
    await call('PATCH', `/inboxes/${inbox.id}`, { csat_config: { send_on_resolve: false } });
    const read = await call<{ csat_config: unknown }>('GET', `/inboxes/${inbox.id}`);
    expect(read.csat_config).toEqual({ display_type: 'star', message: 'Rate us', send_on_resolve: false });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: { csat_config: { display_type: 'thumbs' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('display_type');
  });
});
