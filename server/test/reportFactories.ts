import { randomUUID } from 'node:crypto';
import { MESSAGE_TYPES, STATUS_VALUE, type TConversationStatus } from '../../common/contracts/conversations.ts';
import type { TReportingEventName } from '../../common/contracts/reports.ts';
import { ROLE_VALUE } from '../../common/enums.ts';
import type { TExecutor } from '../db/client.ts';
import {
  agentBotInboxes,
  agentBots,
  channelApi,
  contacts,
  conversations,
  inboxes,
  labels,
  messages,
  teamMembers,
  teams,
} from '../db/schema/index.ts';
import { insertAccountUser } from '../features/users/memberships.repo.ts';
import { nextDisplayId } from '../features/conversationCore/conversations.repo.ts';
import { insertReportingEvents } from '../features/reports/reportingEvents.repo.ts';
import { insertUser } from '../features/users/users.repo.ts';
import type { TTestContext } from './harness.ts';
import { buildAdmin } from './factories.ts';

/**
 * A small, hand-countable reporting data set over four simulated days, with set timestamps:
 * six conversations across two inboxes (Web answered by a bot, Email), two agents (Alice in team
 * Sales, Bob), labels billing and vip, their messages and their reporting_events. Every number a
 * report shows can be counted from the plan below (server/features/reports/*.db.test.ts and
 * rep-screens' E2E do).
 *
 * Times are minutes after REPORT_DAY0 (Monday 2 March 2026, 00:00 UTC). Chosen so that the
 * viewer's timezone moves rows across day boundaries: c2 (Mon 20:00 UTC) is Tuesday in +5.5,
 * c3 (Tue 02:00 UTC) is Monday in -4, c6 (Thu 23:30 UTC) is Friday in +5.5.
 */
export const REPORT_DAY0 = Date.UTC(2026, 2, 2) / 1000;
const H = 60;

type TAgentKey = 'alice' | 'bob';
type TInboxKey = 'web' | 'email';
interface TPlannedConversation {
  key: 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6';
  inbox: TInboxKey;
  assignee: TAgentKey | null;
  team: boolean;
  labels: string[];
  status: TConversationStatus;
  at: number;
  /** [minute, sender, kind]: kind in incoming / outgoing / private / activity; sender 'bot' = the agent bot. */
  messages: [number, TAgentKey | 'contact' | 'bot' | null, 'incoming' | 'outgoing' | 'private' | 'activity'][];
  /** [name, minute, credited agent, value seconds, business-hours value seconds]. */
  events: [TReportingEventName, number, TAgentKey | null, number, number][];
}

export const REPORT_PLAN: TPlannedConversation[] = [
  {
    key: 'c1',
    inbox: 'web',
    assignee: 'alice',
    team: true,
    labels: ['billing'],
    status: 'resolved',
    at: 10 * H,
    messages: [
      [10 * H, 'contact', 'incoming'],
      [10 * H + 10, 'alice', 'outgoing'],
      [10 * H + 20, 'contact', 'incoming'],
      [10 * H + 22, 'alice', 'outgoing'],
      [10 * H + 30, 'alice', 'private'],
      [12 * H, null, 'activity'],
    ],
    events: [
      ['first_response', 10 * H + 10, 'alice', 600, 300],
      ['reply_time', 10 * H + 22, 'alice', 120, 120],
      ['conversation_resolved', 12 * H, 'alice', 7200, 3600],
    ],
  },
  {
    key: 'c2',
    inbox: 'web',
    assignee: 'bob',
    team: false,
    labels: ['billing', 'vip'],
    status: 'open',
    at: 20 * H,
    messages: [
      [20 * H, 'contact', 'incoming'],
      [20 * H + 1, 'bot', 'outgoing'],
      [20 * H + 5, null, 'activity'],
    ],
    events: [['conversation_bot_handoff', 20 * H + 5, null, 300, 0]],
  },
  {
    key: 'c3',
    inbox: 'email',
    assignee: 'alice',
    team: true,
    labels: [],
    status: 'open',
    at: 26 * H,
    messages: [
      [26 * H, 'contact', 'incoming'],
      [26 * H + 20, 'alice', 'outgoing'],
    ],
    events: [['first_response', 26 * H + 20, 'alice', 1200, 0]],
  },
  {
    key: 'c4',
    inbox: 'email',
    assignee: null,
    team: false,
    labels: [],
    status: 'pending',
    at: 39 * H,
    messages: [[39 * H, 'contact', 'incoming']],
    events: [],
  },
  {
    key: 'c5',
    inbox: 'web',
    assignee: 'bob',
    team: false,
    labels: ['vip'],
    status: 'resolved',
    at: 57 * H,
    messages: [
      [57 * H, 'contact', 'incoming'],
      [57 * H + 30, 'bob', 'outgoing'],
      [57 * H + 40, 'contact', 'incoming'],
      [57 * H + 44, 'bob', 'outgoing'],
      [58 * H, null, 'activity'],
    ],
    events: [
      ['first_response', 57 * H + 30, 'bob', 1800, 1800],
      ['reply_time', 57 * H + 44, 'bob', 240, 60],
      ['conversation_resolved', 58 * H, 'bob', 3600, 3600],
    ],
  },
  {
    key: 'c6',
    inbox: 'web',
    assignee: null,
    team: false,
    labels: [],
    status: 'resolved',
    at: 95 * H + 30,
    messages: [
      [95 * H + 30, 'contact', 'incoming'],
      [95 * H + 31, 'bot', 'outgoing'],
      [95 * H + 40, null, 'activity'],
    ],
    events: [['conversation_bot_resolved', 95 * H + 40, null, 600, 0]],
  },
];

const at = (day0: number, minute: number) => new Date((day0 + minute * 60) * 1000);

const insertOne = async <T>(rows: Promise<T[]>) => {
  const [row] = await rows;
  if (!row) throw new Error('report factory insert failed');
  return row;
};

const buildApiInbox = async (db: TExecutor, accountId: number, name: string) => {
  const token = () => randomUUID().replace(/-/g, '');
  const channel = await insertOne(
    db.insert(channelApi).values({ accountId, identifier: token(), hmacToken: token(), secret: token() }).returning(),
  );
  return insertOne(
    db.insert(inboxes).values({ accountId, name, channelType: 'Channel::Api', channelId: channel.id }).returning(),
  );
};

/**
 * Seeds REPORT_PLAN into an existing account (any drizzle executor: db tests, benches, E2E seeding).
 * Returns the ids the reports name; `conversations[key]` is the conversation's display id.
 */
export const seedReportData = async (db: TExecutor, accountId: number, day0 = REPORT_DAY0) => {
  const tag = randomUUID().slice(0, 8);
  const agent = async (name: string) => {
    const user = await insertUser(db, {
      name,
      email: `${name.toLowerCase()}-${tag}@example.test`,
      encryptedPassword: null,
      confirmedAt: new Date(),
    });
    await insertAccountUser(db, { accountId, userId: user.id, role: ROLE_VALUE.agent });
    return user;
  };
  const agents: Record<TAgentKey, { id: number; name: string }> = {
    alice: await agent('Alice'),
    bob: await agent('Bob'),
  };
  const inboxIds: Record<TInboxKey, number> = {
    web: (await buildApiInbox(db, accountId, 'Web')).id,
    email: (await buildApiInbox(db, accountId, 'Email')).id,
  };
  const bot = await insertOne(db.insert(agentBots).values({ accountId, name: 'Helper bot' }).returning());
  await db.insert(agentBotInboxes).values({ accountId, inboxId: inboxIds.web, agentBotId: bot.id });
  const team = await insertOne(db.insert(teams).values({ accountId, name: 'Sales' }).returning());
  await db.insert(teamMembers).values({ teamId: team.id, userId: agents.alice.id });
  const labelRows = await db
    .insert(labels)
    .values(['billing', 'vip'].map((title) => ({ accountId, title })))
    .returning();
  const labelId = (title: string) => labelRows.find((l) => l.title === title)?.id ?? 0;
  const contact = await insertOne(db.insert(contacts).values({ accountId, name: 'Dana Customer' }).returning());

  const displayIds = {} as Record<TPlannedConversation['key'], number>;
  for (const plan of REPORT_PLAN) {
    const firstReply = plan.messages.find(([, who, kind]) => kind === 'outgoing' && who !== 'bot');
    const conversation = await insertOne(
      db
        .insert(conversations)
        .values({
          accountId,
          displayId: await nextDisplayId(db, accountId),
          inboxId: inboxIds[plan.inbox],
          contactId: contact.id,
          status: STATUS_VALUE[plan.status],
          assigneeId: plan.assignee ? agents[plan.assignee].id : null,
          teamId: plan.team ? team.id : null,
          labels: plan.labels,
          firstReplyCreatedAt: firstReply ? at(day0, firstReply[0]) : null,
          createdAt: at(day0, plan.at),
          updatedAt: at(day0, plan.at),
          lastActivityAt: at(day0, plan.messages.at(-1)?.[0] ?? plan.at),
        })
        .returning(),
    );
    displayIds[plan.key] = conversation.displayId;
    await db.insert(messages).values(
      plan.messages.map(([minute, who, kind]) => ({
        accountId,
        inboxId: inboxIds[plan.inbox],
        conversationId: conversation.id,
        messageType:
          kind === 'incoming'
            ? MESSAGE_TYPES.incoming
            : kind === 'activity'
              ? MESSAGE_TYPES.activity
              : MESSAGE_TYPES.outgoing,
        private: kind === 'private',
        content: `${kind} at ${minute}`,
        senderType: who === 'contact' ? 'Contact' : who === 'bot' ? 'AgentBot' : who ? 'User' : null,
        senderId: who === 'contact' ? contact.id : who === 'bot' ? bot.id : who ? agents[who].id : null,
        createdAt: at(day0, minute),
        updatedAt: at(day0, minute),
      })),
    );
    await insertReportingEvents(
      db,
      plan.events.map(([name, minute, who, value, business]) => ({
        accountId,
        name,
        value,
        valueInBusinessHours: business,
        inboxId: inboxIds[plan.inbox],
        userId: who ? agents[who].id : null,
        conversationId: conversation.id,
        eventStartTime: at(day0, plan.at),
        eventEndTime: at(day0, minute),
        createdAt: at(day0, minute),
      })),
    );
  }
  return {
    accountId,
    agents: { alice: agents.alice.id, bob: agents.bob.id },
    inboxes: inboxIds,
    teamId: team.id,
    labels: { billing: labelId('billing'), vip: labelId('vip') },
    botId: bot.id,
    conversations: displayIds,
  };
};

export type TReportData = Awaited<ReturnType<typeof seedReportData>>;

/** An administrator and an account holding REPORT_PLAN. */
export const buildReportAccount = async (t: TTestContext) => {
  const admin = await buildAdmin(t);
  return { admin, ...(await seedReportData(t.database.db, admin.accountId)) };
};
