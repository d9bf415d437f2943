import { z } from 'zod';
import { ZContact } from './contacts.ts';
import { ZUserBrief } from './agents.ts';
import { ZConversation } from './conversations.ts';
import { ZMessage } from './messages.ts';

const ZHitInbox = z.object({ id: z.number(), name: z.string(), channel_type: z.string() }).nullable();

/** A conversation found by search: the conversation with its contact, agent and inbox. */
export const ZSearchConversationHit = ZConversation.extend({
  contact: ZContact.nullable(),
  agent: ZUserBrief.nullable(),
  inbox: ZHitInbox,
});

/** A message found by search, with its inbox. */
export const ZSearchMessageHit = ZMessage.extend({ inbox: ZHitInbox });

/** GET …/search: contacts, conversations and messages at once. */
export const ZSearchAll = z.object({
  payload: z.object({
    contacts: z.array(ZContact),
    conversations: z.array(ZSearchConversationHit),
    messages: z.array(ZSearchMessageHit),
  }),
});

/** GET …/search/conversations. */
export const ZSearchConversations = z.object({ payload: z.object({ conversations: z.array(ZSearchConversationHit) }) });

/** GET …/search/contacts. */
export const ZSearchContacts = z.object({ payload: z.object({ contacts: z.array(ZContact) }) });

/** GET …/search/messages. */
export const ZSearchMessages = z.object({ payload: z.object({ messages: z.array(ZSearchMessageHit) }) });
