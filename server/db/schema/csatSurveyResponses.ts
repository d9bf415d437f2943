import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contacts } from './contacts.ts';
import { conversations, messages } from './conversations.ts';
import { inboxes } from './inboxes.ts';
import { users } from './users.ts';

/**
 * Chatwoot's csat_survey_responses: the customer's answer to a conversation's CSAT survey (one per
 * conversation and per survey message). `assigned_agent_id` is the conversation's assignee when the
 * customer rated; `inbox_id` is kept so the report filters without a join.
 */
export const csatSurveyResponses = pgTable(
  'csat_survey_responses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    assignedAgentId: integer('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    feedbackMessage: text('feedback_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('csat_survey_responses_conversation_key').on(t.conversationId),
    uniqueIndex('csat_survey_responses_message_key').on(t.messageId),
    index('csat_survey_responses_account_created_idx').on(t.accountId, t.createdAt),
  ],
);
