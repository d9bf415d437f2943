import type { z } from 'zod';
import { ZContactList, ZContactShow } from '../../common/contracts/responses/contacts.ts';
import {
  ZConversation,
  ZConversationFilterResult,
  ZConversationList,
} from '../../common/contracts/responses/conversations.ts';
import { ZInboxList } from '../../common/contracts/responses/inboxes.ts';
import { ZMessageList } from '../../common/contracts/responses/messages.ts';
import { ZCurrentUser } from '../../common/contracts/responses/profile.ts';
import { ZTokenValidated } from '../../common/contracts/responses/auth.ts';
import { ZAgentBotList } from '../../common/contracts/responses/agentBots.ts';
import { ZAgentList } from '../../common/contracts/responses/agents.ts';
import { ZAutomationRuleList } from '../../common/contracts/responses/automation.ts';
import { ZCannedResponseList } from '../../common/contracts/responses/cannedResponses.ts';
import { ZCustomAttributeList } from '../../common/contracts/responses/customAttributes.ts';
import { ZLabelList } from '../../common/contracts/responses/labels.ts';
import { ZMacroList, ZMacroPayload } from '../../common/contracts/responses/macros.ts';
import { ZNotificationList } from '../../common/contracts/responses/notifications.ts';
import { ZTeam, ZTeamList, ZTeamMembers } from '../../common/contracts/responses/teams.ts';

/**
 * The shared response contracts the SPA checks its hot calls against. Loaded only in development
 * and tests (app/lib/api.ts imports it behind `import.meta.env.DEV`), so production bundles carry
 * none of it.
 */
export const API_CONTRACTS = {
  conversationList: ZConversationList,
  conversationFilter: ZConversationFilterResult,
  conversation: ZConversation,
  messageList: ZMessageList,
  profile: ZCurrentUser,
  tokenValidated: ZTokenValidated,
  inboxList: ZInboxList,
  contactList: ZContactList,
  contact: ZContactShow,
  labelList: ZLabelList,
  teamList: ZTeamList,
  team: ZTeam,
  teamMembers: ZTeamMembers,
  agentList: ZAgentList,
  cannedResponseList: ZCannedResponseList,
  customAttributeList: ZCustomAttributeList,
  macroList: ZMacroList,
  macro: ZMacroPayload,
  automationRuleList: ZAutomationRuleList,
  agentBotList: ZAgentBotList,
  notificationList: ZNotificationList,
} satisfies Record<string, z.ZodType>;

export type TApiContract = keyof typeof API_CONTRACTS;

/** Throws when a body does not fit its contract: in development and tests, drift fails loudly. */
export const checkContract = (name: TApiContract, path: string, body: unknown) => {
  const result = API_CONTRACTS[name].safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${path} does not match the ${name} contract:\n${issues.join('\n')}`);
};
