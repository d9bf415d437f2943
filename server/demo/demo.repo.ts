import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { accountUsers, accounts, conversations, events, messages, users } from '../db/schema/index.ts';

/**
 * The app stamps what it writes with the current time; the demo's history spans the past ~60 days.
 * Messages were dated as each step ran (demo.conversations.ts). This pass derives everything else
 * from them the way the app would have: conversation times, waiting_since, first reply, read state,
 * contact activity, notifications and mentions.
 */
export const updateHistoryDates = async (
  db: TDb,
  input: {
    accountId: number;
    now: number;
    /** Conversations whose last customer messages the agents have not read yet. */
    unreadConversationIds: number[];
    /** Contact id → when the contact first appeared. */
    contactsSince: { id: number; at: Date }[];
  },
) => {
  const { accountId } = input;
  const now = new Date(input.now);
  const daysAgo = (n: number) => new Date(input.now - n * 86_400_000);
  // Lists travel as one parameter each (a PostgreSQL array literal, a JSON document).
  const unread = `{${input.unreadConversationIds.join(',')}}`;
  const since = JSON.stringify(input.contactsSince.map((c) => ({ id: c.id, since: c.at.toISOString() })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH m AS (
        SELECT conversation_id,
          min(created_at) AS first_at,
          max(created_at) AS last_at,
          max(created_at) FILTER (WHERE message_type <> 2) AS last_message_at,
          min(created_at) FILTER (WHERE message_type = 1 AND NOT private) AS first_reply_at,
          max(created_at) FILTER (WHERE message_type = 1 AND NOT private) AS last_reply_at
        FROM messages WHERE account_id = ${accountId} GROUP BY conversation_id
      )
      UPDATE conversations c SET
        created_at = m.first_at,
        updated_at = m.last_at,
        last_activity_at = coalesce(m.last_message_at, m.first_at),
        first_reply_created_at = m.first_reply_at,
        waiting_since = CASE WHEN c.status = 1 THEN NULL ELSE (
          SELECT min(x.created_at) FROM messages x
          WHERE x.conversation_id = c.id AND x.message_type = 0
            AND x.created_at > coalesce(m.last_reply_at, '-infinity'::timestamptz)
        ) END,
        agent_last_seen_at = CASE WHEN c.id = ANY(${unread}::int[]) THEN m.last_reply_at ELSE m.last_at END,
        assignee_last_seen_at = CASE
          WHEN c.assignee_id IS NULL THEN NULL
          WHEN c.id = ANY(${unread}::int[]) THEN m.last_reply_at
          ELSE m.last_at END,
        contact_last_seen_at = CASE WHEN c.status = 1 THEN m.last_at ELSE m.last_reply_at END
      FROM m WHERE c.id = m.conversation_id AND c.account_id = ${accountId}`);

    await tx.execute(sql`
      UPDATE contact_inboxes ci SET created_at = x.first_at, updated_at = x.first_at
      FROM (SELECT contact_inbox_id, min(created_at) AS first_at FROM conversations
            WHERE account_id = ${accountId} GROUP BY contact_inbox_id) x
      WHERE ci.id = x.contact_inbox_id`);
    await tx.execute(sql`
      UPDATE contacts ct SET
        created_at = least(s.since, coalesce(x.first_at, s.since) - interval '1 hour'),
        last_activity_at = x.last_at,
        updated_at = coalesce(x.last_at, s.since)
      FROM jsonb_to_recordset(${since}::jsonb) AS s(id int, since timestamptz)
      LEFT JOIN (SELECT contact_id, min(created_at) AS first_at, max(last_activity_at) AS last_at
                 FROM conversations WHERE account_id = ${accountId} GROUP BY contact_id) x ON x.contact_id = s.id
      WHERE ct.id = s.id AND ct.account_id = ${accountId}`);

    // A notification happened with its mention note, or with the assignment's activity line.
    await tx.execute(sql`
      UPDATE notifications n SET
        created_at = t.at, updated_at = t.at, last_activity_at = t.at,
        read_at = CASE WHEN t.at < ${daysAgo(2)} THEN t.at + interval '2 hours' END
      FROM (
        SELECT n2.id, coalesce(
          (SELECT created_at FROM messages WHERE id = n2.secondary_actor_id),
          (SELECT min(m.created_at) FROM messages m
            WHERE m.conversation_id = c.id AND m.message_type = 2 AND m.content LIKE 'Assigned to %'),
          c.created_at) AS at
        FROM notifications n2
        JOIN conversations c ON c.account_id = n2.account_id AND c.display_id = n2.primary_actor_id
        WHERE n2.account_id = ${accountId}
      ) t WHERE n.id = t.id`);
    await tx.execute(sql`
      UPDATE mentions mn SET mentioned_at = t.at, created_at = t.at
      FROM (
        SELECT mn2.id, (SELECT max(m.created_at) FROM messages m
          WHERE m.conversation_id = mn2.conversation_id AND m.private
            AND m.content LIKE '%mention://user/' || mn2.user_id || '/%') AS at
        FROM mentions mn2 WHERE mn2.account_id = ${accountId}
      ) t WHERE mn.id = t.id AND t.at IS NOT NULL`);

    // The account and its settings predate the history.
    await tx.execute(
      sql`UPDATE accounts SET created_at = ${daysAgo(120)}, updated_at = ${now} WHERE id = ${accountId}`,
    );
    await tx.execute(sql`
      UPDATE users u SET created_at = ${daysAgo(110)}, confirmed_at = ${daysAgo(110)}
      FROM account_users au WHERE au.user_id = u.id AND au.account_id = ${accountId}`);
    for (const table of ['inboxes', 'labels', 'teams', 'canned_responses', 'custom_attribute_definitions'] as const) {
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET created_at = ${daysAgo(100)} WHERE account_id = ${accountId}`,
      );
    }
  });
};

/**
 * The SMS inbox's replies were queued for Twilio while seeding: drop those deliveries (no request ever
 * leaves) and show the messages as delivered, with provider-style ids, as a live inbox would.
 */
export const updateProviderMessagesDelivered = async (db: TDb, accountId: number, smsInboxId: number) => {
  await db.execute(
    sql`DELETE FROM pgboss.job WHERE name = 'providers.deliver' AND (data->>'accountId')::int = ${accountId}`,
  );
  await db.execute(sql`
    UPDATE messages SET
      status = CASE WHEN message_type = 1 THEN 1 ELSE status END,
      source_id = 'SM' || md5(id::text)
    WHERE account_id = ${accountId} AND inbox_id = ${smsInboxId} AND message_type IN (0, 1) AND NOT private`);
};

/** The account carrying `marker` in its custom attributes (a loaded demo). */
export const findMarkedAccount = async (db: TExecutor, marker: string) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.customAttributes} ->> ${marker} IS NOT NULL`)
      .limit(1)
  )[0] ?? null;

export const updateAccountMarker = (db: TExecutor, accountId: number, marker: string, value: string) =>
  db
    .update(accounts)
    .set({ customAttributes: sql`${accounts.customAttributes} || ${JSON.stringify({ [marker]: value })}::jsonb` })
    .where(eq(accounts.id, accountId));

/** Ids of the users with exactly these email addresses. */
export const listUserIdsByEmail = async (db: TExecutor, emails: string[]) =>
  (await db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((u) => u.id);

/** Removes the user's accounts with this name. */
export const removeAccountsOfUserByName = (tx: TExecutor, userId: number, name: string) =>
  tx
    .delete(accounts)
    .where(
      and(
        eq(accounts.name, name),
        sql`${accounts.id} IN (SELECT account_id FROM account_users WHERE user_id = ${userId})`,
      ),
    );

/** Which of these users are still a member of some account. */
export const listMemberUserIds = async (tx: TExecutor, userIds: number[]) =>
  (
    await tx.select({ userId: accountUsers.userId }).from(accountUsers).where(inArray(accountUsers.userId, userIds))
  ).map((r) => r.userId);

export const removeUsers = (tx: TExecutor, ids: number[]) => tx.delete(users).where(inArray(users.id, ids));

/** A conversation's row id by its display id. */
export const findConversationId = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
  )[0]?.id ?? null;

/** Dates the conversation's messages written after `afterId` at `at`; returns their ids. */
export const updateMessageDatesAfter = async (
  db: TExecutor,
  accountId: number,
  conversationId: number,
  afterId: number,
  at: Date,
) =>
  (
    await db
      .update(messages)
      .set({ createdAt: at, updatedAt: at })
      .where(
        and(eq(messages.accountId, accountId), eq(messages.conversationId, conversationId), gt(messages.id, afterId)),
      )
      .returning({ id: messages.id })
  ).map((m) => m.id);

/** The newest event id (events a step writes come after it). */
export const findLastEventId = async (db: TExecutor) =>
  Number((await db.select({ id: sql<string | null>`max(${events.id})` }).from(events))[0]?.id ?? 0);

/**
 * Dates the conversation.status_changed events a step wrote (after `afterEventId`) at the step's
 * time: their `updated_at` is when the status changed, which the reporting consumer records.
 */
export const updateStatusEventDates = (
  db: TExecutor,
  accountId: number,
  displayId: number,
  afterEventId: number,
  at: Date,
) =>
  db.execute(sql`
    UPDATE events SET data = jsonb_set(data, '{updated_at}', to_jsonb(${at.getTime() / 1000}::float8))
    WHERE account_id = ${accountId} AND id > ${afterEventId} AND name = 'conversation.status_changed'
      AND (data->>'id')::int = ${displayId}`);

/** The account's conversation.status_changed events, oldest first (the reporting pass replays them). */
export const listStatusEvents = async (db: TExecutor, accountId: number) =>
  await db
    .select({ id: events.id, data: events.data })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.name, 'conversation.status_changed')))
    .orderBy(events.id);

/** The account's conversation row ids. */
export const listConversationIds = async (db: TExecutor, accountId: number) =>
  (await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.accountId, accountId))).map(
    (c) => c.id,
  );
