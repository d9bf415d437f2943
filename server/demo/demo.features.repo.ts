import { sql } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../common/contracts/conversations.ts';
import { SLA_STATUS_VALUE } from '../../common/contracts/sla.ts';
import type { TDb } from '../db/client.ts';

/**
 * SLA policies applied to the past conversations as the app would have kept them: urgent and high
 * priority conversations under the priority policy, the email inbox's and VIP ones under the standard
 * one. A target met or missed is done (its deadline cleared, a miss recorded as an sla_events row); a
 * resolved conversation's SLA is hit or missed, an open one active or active with misses — as
 * slaEvaluation.ts would have left them had the policies existed then.
 */
export const updateAppliedSlasFromHistory = async (
  db: TDb,
  input: { accountId: number; now: Date; priorityPolicy: number; standardPolicy: number; emailInbox: number },
) => {
  const { accountId, now } = input;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE conversations SET sla_policy_id = CASE
          WHEN priority IN (2, 3) THEN ${input.priorityPolicy}::int
          WHEN inbox_id = ${input.emailInbox}::int OR 'vip' = ANY(labels) THEN ${input.standardPolicy}::int
        END
      WHERE account_id = ${accountId}`);
    await tx.execute(sql`
      WITH c AS (
        SELECT cv.id, cv.inbox_id, cv.status, cv.created_at, cv.first_reply_created_at, cv.sla_policy_id,
          cv.created_at + make_interval(secs => p.first_response_time_threshold) AS frt_due,
          cv.created_at + make_interval(secs => p.resolution_time_threshold) AS rt_due,
          (SELECT max(r.event_end_time) FROM reporting_events r
            WHERE r.conversation_id = cv.id AND r.name = 'conversation_resolved') AS resolved_at
        FROM conversations cv JOIN sla_policies p ON p.id = cv.sla_policy_id
        WHERE cv.account_id = ${accountId}
      ), m AS (
        SELECT c.*,
          coalesce(c.first_reply_created_at, ${now}::timestamptz) > c.frt_due AS frt_missed,
          CASE WHEN c.status = 1 THEN coalesce(c.resolved_at, ${now}::timestamptz) > c.rt_due ELSE ${now}::timestamptz > c.rt_due END AS rt_missed
        FROM c
      ), applied AS (
        INSERT INTO applied_slas (account_id, sla_policy_id, conversation_id, sla_status,
          first_response_due_at, resolution_due_at, created_at, updated_at)
        SELECT ${accountId}::int, m.sla_policy_id, m.id,
          CASE
            WHEN m.status = 1 AND (m.frt_missed OR m.rt_missed) THEN ${SLA_STATUS_VALUE.missed}::int
            WHEN m.status = 1 THEN ${SLA_STATUS_VALUE.hit}::int
            WHEN m.frt_missed OR m.rt_missed THEN ${SLA_STATUS_VALUE.active_with_misses}::int
            ELSE ${SLA_STATUS_VALUE.active}::int END,
          CASE WHEN m.status <> 1 AND m.first_reply_created_at IS NULL AND NOT m.frt_missed THEN m.frt_due END,
          CASE WHEN m.status <> 1 AND NOT m.rt_missed THEN m.rt_due END,
          m.created_at,
          least(${now}::timestamptz, greatest(m.created_at, coalesce(m.resolved_at, m.first_reply_created_at, m.created_at)))
        FROM m
        RETURNING id, conversation_id, sla_policy_id
      )
      INSERT INTO sla_events (account_id, applied_sla_id, conversation_id, sla_policy_id, inbox_id, event_type,
        deadline_at, meta, created_at, updated_at)
      SELECT ${accountId}::int, a.id, m.id, a.sla_policy_id, m.inbox_id, miss.event_type, miss.due,
        jsonb_build_object('deadline', floor(extract(epoch FROM miss.due))::bigint), miss.due, miss.due
      FROM applied a JOIN m ON m.id = a.conversation_id
      CROSS JOIN LATERAL (VALUES (0, m.frt_due, m.frt_missed), (2, m.rt_due, m.rt_missed)) AS miss(event_type, due, missed)
      WHERE miss.missed`);
  });
};

/**
 * About 60% of the CSAT surveys the resolutions sent are answered, a few hours later at most, mostly with
 * 4 or 5 stars; the survey message keeps the answer as csatAnswer.service.ts writes it. Chosen from each
 * message's id, so a demo run is reproducible.
 */
export const updateCsatAnswers = async (db: TDb, accountId: number, now: Date, feedback: Record<number, string[]>) => {
  const lines = JSON.stringify(feedback);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH s AS (
        SELECT m.id AS message_id, m.created_at AS sent_at, cv.id AS conversation_id, cv.contact_id, cv.assignee_id,
          cv.inbox_id, (hashtext('csat' || m.id::text)::bigint & 2147483647) AS h
        FROM messages m JOIN conversations cv ON cv.id = m.conversation_id
        WHERE m.account_id = ${accountId} AND m.content_type = ${CONTENT_TYPES.indexOf('input_csat')}::int
      ), r AS (
        SELECT s.*,
          CASE WHEN h % 100 < 52 THEN 5 WHEN h % 100 < 78 THEN 4 WHEN h % 100 < 90 THEN 3 WHEN h % 100 < 96 THEN 2 ELSE 1 END AS rating,
          least(${now}::timestamptz, s.sent_at + make_interval(mins => (5 + (h / 100) % 300)::int)) AS answered_at
        FROM s WHERE (h / 7) % 10 < 6
      ), f AS (
        SELECT r.*, CASE WHEN (h / 13) % 3 = 0 THEN
          (${lines}::jsonb -> r.rating::text) ->> ((h / 17) % jsonb_array_length(${lines}::jsonb -> r.rating::text))::int
        END AS feedback
        FROM r
      ), ins AS (
        INSERT INTO csat_survey_responses (account_id, conversation_id, message_id, contact_id, assigned_agent_id,
          inbox_id, rating, feedback_message, created_at, updated_at)
        SELECT ${accountId}::int, conversation_id, message_id, contact_id, assignee_id, inbox_id, rating, feedback,
          answered_at, answered_at
        FROM f
        RETURNING message_id
      )
      UPDATE messages m SET content_attributes = coalesce(m.content_attributes, '{}'::jsonb) || jsonb_build_object(
          'submitted_values', jsonb_build_object('csat_survey_response', jsonb_strip_nulls(jsonb_build_object(
            'rating', f.rating, 'feedback_message', f.feedback,
            'submitted_at', floor(extract(epoch FROM f.answered_at))::bigint))))
      FROM f WHERE m.id = f.message_id AND m.id IN (SELECT message_id FROM ins)`);
  });
};

/** The settings objects predate the history like the rest of the account; articles get their readers. */
export const updateFeatureDates = async (
  db: TDb,
  accountId: number,
  now: Date,
  views: { id: number; views: number }[],
) => {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await db.transaction(async (tx) => {
    for (const [table, days] of [
      ['sla_policies', 90],
      ['macros', 75],
      ['automation_rules', 70],
      ['agent_bots', 45],
      ['webhooks', 40],
      ['portals', 95],
      ['categories', 95],
    ] as const) {
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET created_at = ${daysAgo(days)}::timestamptz, updated_at = ${daysAgo(days)}::timestamptz WHERE account_id = ${accountId}`,
      );
    }
    const list = JSON.stringify(views);
    await tx.execute(sql`
      UPDATE articles a SET views = v.views,
        created_at = ${daysAgo(94)}::timestamptz + make_interval(days => (a.id % 30)),
        updated_at = ${daysAgo(60)}::timestamptz + make_interval(days => (a.id % 50))
      FROM jsonb_to_recordset(${list}::jsonb) AS v(id int, views int)
      WHERE a.id = v.id AND a.account_id = ${accountId}`);
  });
};

/** The display ids of the account's resolved conversations (the CSAT survey goes to them). */
export const listResolvedDisplayIds = async (db: TDb, accountId: number) =>
  (
    await db.execute<{ display_id: number }>(
      sql`SELECT display_id FROM conversations WHERE account_id = ${accountId} AND status = 1 ORDER BY display_id`,
    )
  ).rows.map((r) => Number(r.display_id));

/**
 * The surveys just sent are dated a second after their conversation's last resolution, and the
 * conversation's last activity follows them (as when the app sent them at the time).
 */
export const updateCsatSurveyDates = async (db: TDb, accountId: number, now: Date) =>
  db.execute(sql`
    WITH s AS (
      SELECT m.id, m.conversation_id, least(${now}::timestamptz, (SELECT max(r.event_end_time) FROM reporting_events r
          WHERE r.conversation_id = m.conversation_id AND r.name = 'conversation_resolved') + interval '1 second') AS at
      FROM messages m
      WHERE m.account_id = ${accountId} AND m.content_type = ${CONTENT_TYPES.indexOf('input_csat')}::int
    ), dated AS (
      UPDATE messages m SET created_at = s.at, updated_at = s.at FROM s WHERE m.id = s.id AND s.at IS NOT NULL
      RETURNING m.conversation_id, s.at
    )
    UPDATE conversations c SET last_activity_at = greatest(c.created_at, d.at), updated_at = greatest(c.created_at, d.at),
      agent_last_seen_at = greatest(c.agent_last_seen_at, d.at), contact_last_seen_at = greatest(c.contact_last_seen_at, d.at)
    FROM dated d WHERE c.id = d.conversation_id`);

/**
 * The seed's events are history: numbered as the sequencer would and marked dispatched, so that the
 * server, once started, does not hand them to its consumers — no CSAT survey, notification, webhook
 * or automation rule acts on them again with today's time (issue 41, item 14: "15m ago" on a
 * days-old conversation).
 */
export const updateEventsDispatched = (db: TDb, accountId: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT last_event_seq FROM accounts WHERE id = ${accountId} FOR UPDATE`);
    await tx.execute(sql`
      WITH pending AS (
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM events WHERE account_id = ${accountId} AND seq IS NULL
      ), base AS (SELECT last_event_seq AS s FROM accounts WHERE id = ${accountId}),
      numbered AS (
        UPDATE events e SET seq = base.s + p.n FROM pending p, base WHERE e.id = p.id RETURNING e.seq
      )
      UPDATE accounts a SET last_event_seq = greatest(a.last_event_seq, coalesce((SELECT max(seq) FROM numbered), 0))
      WHERE a.id = ${accountId}`);
    await tx.execute(sql`
      INSERT INTO event_dispatch (account_id, seq, updated_at)
      SELECT id, last_event_seq, now() FROM accounts WHERE id = ${accountId}
      ON CONFLICT (account_id) DO UPDATE SET seq = excluded.seq, updated_at = excluded.updated_at`);
  });
