import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';
import type { TContact } from '../../../common/contracts/responses/contacts.ts';
import type { TAttachment, TConversation, TMessage } from './conversationTypes.ts';

/** Complete wire objects for unit tests (the response contracts have no optional fields to leave out). */
export const contactFixture = (over: Partial<TContact> = {}): TContact => ({
  id: 1,
  name: 'Contact',
  email: null,
  phone_number: null,
  identifier: null,
  thumbnail: '',
  availability_status: 'offline',
  blocked: false,
  additional_attributes: {},
  custom_attributes: {},
  labels: [],
  last_activity_at: null,
  created_at: 0,
  ...over,
});

export const userFixture = (over: Partial<TUserBrief> = {}): TUserBrief => ({
  id: 1,
  name: 'Agent',
  available_name: over.name ?? 'Agent',
  email: 'agent@example.test',
  avatar_url: '',
  thumbnail: '',
  type: 'user',
  ...over,
});

export const attachmentFixture = (over: Partial<TAttachment> = {}): TAttachment => ({
  id: 1,
  message_id: 1,
  file_type: 'file',
  account_id: 1,
  extension: null,
  data_url: '',
  thumb_url: '',
  file_size: 0,
  file_name: null,
  content_type: null,
  width: null,
  height: null,
  ...over,
});

export const messageFixture = (over: Partial<TMessage> = {}): TMessage => ({
  id: 1,
  content: '',
  account_id: 1,
  inbox_id: 1,
  conversation_id: 1,
  message_type: 0,
  content_type: 'text',
  content_attributes: {},
  status: 'sent',
  private: false,
  source_id: null,
  sender_type: null,
  sender_id: null,
  sender: null,
  external_source_ids: {},
  additional_attributes: {},
  attachments: [],
  created_at: 0,
  // Empty: neither copy counts as fresher (messageCache compares updated_at only when both have one).
  updated_at: '',
  processed_message_content: null,
  sentiment: {},
  ...over,
});

/** A saved incoming text message: `messageFixture` with the id and content a test names. */
export const textMessageFixture = (id: number, content: string, over: Partial<TMessage> = {}): TMessage =>
  messageFixture({ id, content, ...over });

export const conversationFixture = (over: Partial<TConversation> = {}): TConversation => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000000',
  account_id: 1,
  inbox_id: 1,
  status: 'open',
  priority: null,
  muted: false,
  labels: [],
  can_reply: true,
  meta: { sender: null, assignee: null, team: null, channel: null, hmac_verified: false },
  contact_inbox: null,
  messages: [],
  last_non_activity_message: null,
  unread_count: 0,
  additional_attributes: {},
  custom_attributes: {},
  agent_last_seen_at: 0,
  assignee_last_seen_at: 0,
  contact_last_seen_at: 0,
  first_reply_created_at: null,
  waiting_since: null,
  sla_policy_id: null,
  snoozed_until: null,
  last_activity_at: null,
  timestamp: null,
  created_at: 0,
  updated_at: 0,
  ...over,
});

/**
 * A conversation as the lists hold it: open, unlabelled, read, with contact C{id} (id 100+id) as sender
 * and times that order by id (last activity 1000+id, created 500+id).
 */
export const listedConversationFixture = (
  id: number,
  accountId: number,
  over: Partial<TConversation> = {},
): TConversation =>
  conversationFixture({
    id,
    account_id: accountId,
    inbox_id: 1,
    status: 'open',
    priority: null,
    muted: false,
    labels: [],
    meta: {
      sender: contactFixture({ id: 100 + id, name: `C${id}` }),
      assignee: null,
      team: null,
      channel: null,
      hmac_verified: false,
    },
    messages: [],
    unread_count: 0,
    first_reply_created_at: null,
    waiting_since: null,
    snoozed_until: null,
    last_activity_at: 1000 + id,
    created_at: 500 + id,
    ...over,
  });
