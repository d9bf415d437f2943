import {
  ZAssistant,
  ZAssistantInbox,
  ZAssistantInboxList,
  ZAssistantList,
  ZCaptainReport,
  ZCustomTool,
  ZCustomToolList,
  ZPlaygroundResult,
} from '../../common/contracts/captainAssistants.ts';
import { ZAuditLogList } from '../../common/contracts/auditLogs.ts';
import {
  ZCopilotMessage,
  ZCopilotMessageList,
  ZCopilotThread,
  ZCopilotThreadList,
} from '../../common/contracts/captainCopilot.ts';
import { ZEmailOriginal } from '../../common/contracts/emailMessages.ts';
import { ZRetentionFigures, ZRetentionPolicyBody } from '../../common/contracts/retention.ts';
import { ZSamlSettings, ZSsoLoginResponse, ZSsoSettings, ZSsoTestResult } from '../../common/contracts/sso.ts';
import type { z } from 'zod';
import { ZCampaign, ZCampaignAudiencePreview, ZCampaignList } from '../../common/contracts/responses/campaigns.ts';
import {
  ZMfaBackupCodes,
  ZMfaDisabled,
  ZMfaEnrolment,
  ZMfaRequired,
  ZMfaStatus,
} from '../../common/contracts/responses/mfa.ts';
import {
  ZAgentConversationMetrics,
  ZBotMetrics,
  ZBotSummary,
  ZLiveConversationCounts,
  ZReportDrilldown,
  ZReportSeries,
  ZReportSummary,
  ZSummaryReportRows,
} from '../../common/contracts/reports.ts';
import { ZSlaPolicyList } from '../../common/contracts/sla.ts';
import { ZWebhookList } from '../../common/contracts/webhooks.ts';
import {
  ZDashboardApp,
  ZDashboardAppList,
  ZIntegrationApp,
  ZIntegrationAppList,
  ZIntegrationHook,
  ZSlackChannelList,
} from '../../common/contracts/integrations.ts';
import { ZAccount, ZAccountUsage, ZOnboardingSteps } from '../../common/contracts/responses/accounts.ts';
import { ZCustomFilterList } from '../../common/contracts/responses/customFilters.ts';
import {
  ZArticleList,
  ZArticleResponse,
  ZCategoryList,
  ZPortal,
  ZPortalList,
} from '../../common/contracts/responses/helpCenter.ts';
import { ZContactList, ZContactShow } from '../../common/contracts/responses/contacts.ts';
import {
  ZConversation,
  ZConversationFilterResult,
  ZConversationList,
} from '../../common/contracts/responses/conversations.ts';
import { ZAgentPayload, ZInbox, ZInboxList, ZInboxProviders } from '../../common/contracts/responses/inboxes.ts';
import { ZMessageList } from '../../common/contracts/responses/messages.ts';
import { ZCurrentUser } from '../../common/contracts/responses/profile.ts';
import { ZTokenValidated } from '../../common/contracts/responses/auth.ts';
import { ZAgentBotList, ZInboxAgentBot } from '../../common/contracts/responses/agentBots.ts';
import { ZAgentList } from '../../common/contracts/responses/agents.ts';
import { ZAutomationRuleList } from '../../common/contracts/responses/automation.ts';
import { ZCannedResponseList } from '../../common/contracts/responses/cannedResponses.ts';
import { ZScheduledMessage, ZScheduledMessageList } from '../../common/contracts/responses/scheduledMessages.ts';
import { ZCustomAttributeList } from '../../common/contracts/responses/customAttributes.ts';
import { ZLabelList } from '../../common/contracts/responses/labels.ts';
import { ZMacroList, ZMacroPayload } from '../../common/contracts/responses/macros.ts';
import { ZNotificationList } from '../../common/contracts/responses/notifications.ts';
import { ZTeam, ZTeamList, ZTeamMembers } from '../../common/contracts/responses/teams.ts';

import { ZCsatMetrics, ZCsatSurveyResponseList } from '../../common/contracts/csat.ts';
import { ZAgentCapacityList } from '../../common/contracts/autoAssignment.ts';
import { ZNotificationSubscription } from '../../common/contracts/notificationSubscriptions.ts';
import { ZAppliedSlaList, ZAppliedSlaMetrics, ZSlaPolicyOne } from '../../common/contracts/sla.ts';
import {
  ZWebhookCreated,
  ZWebhookDeliveryItem,
  ZWebhookDeliveryList,
  ZWebhookItem,
} from '../../common/contracts/webhooks.ts';
import {
  ZLinearCreatedIssue,
  ZLinearIssueList,
  ZLinearLink,
  ZLinearLinkedIssueList,
  ZLinearTeamEntities,
  ZLinearTeamList,
  ZLinearUnlinked,
} from '../../common/contracts/linear.ts';
import { ZShopifyAuthResponse, ZShopifyOrderList } from '../../common/contracts/shopify.ts';
import { ZEmpty, ZMessageBody } from '../../common/contracts/responses/bodies.ts';
import { ZAccountCreated, ZCacheKeysBody, ZInstallation } from '../../common/contracts/responses/accounts.ts';
import { ZAgent, ZInvitedAgent } from '../../common/contracts/responses/agents.ts';
import { ZAgentBot } from '../../common/contracts/responses/agentBots.ts';
import {
  ZPasswordChanged,
  ZSignedIn,
  ZSignedOutEverywhere,
  ZSuccess,
  ZSuccessMessage,
} from '../../common/contracts/responses/auth.ts';
import { ZAutomationRulePayload, ZRuleTestResult } from '../../common/contracts/responses/automation.ts';
import { ZCannedResponse } from '../../common/contracts/responses/cannedResponses.ts';
import {
  ZContact,
  ZContactableInboxes,
  ZContactCreated,
  ZContactArchive,
  ZContactArchiveList,
  ZContactErased,
  ZLabelTitles,
} from '../../common/contracts/responses/contacts.ts';
import { ZContactNote, ZContactNoteList, ZDataImport } from '../../common/contracts/responses/contactExtras.ts';
import {
  ZAssignee,
  ZContactConversations,
  ZConversationAttachments,
  ZConversationMeta,
  ZStatusToggled,
} from '../../common/contracts/responses/conversations.ts';
import { ZCustomAttribute } from '../../common/contracts/responses/customAttributes.ts';
import { ZCustomFilter } from '../../common/contracts/responses/customFilters.ts';
import { ZCategoryResponse } from '../../common/contracts/responses/helpCenter.ts';
import { ZLabel } from '../../common/contracts/responses/labels.ts';
import { ZMessageCreated, ZTranslatedContent } from '../../common/contracts/responses/messages.ts';
import { ZNotification, ZUnreadCount } from '../../common/contracts/responses/notifications.ts';
import { ZNotificationSettings } from '../../common/contracts/responses/notificationSettings.ts';
import { ZAuthorizationUrl, ZFacebookPages } from '../../common/contracts/responses/oauth.ts';
import { ZParticipantList } from '../../common/contracts/responses/participants.ts';
import { ZTemplatesSynced } from '../../common/contracts/responses/providers.ts';
import { ZSearchContacts, ZSearchConversations, ZSearchMessages } from '../../common/contracts/responses/search.ts';
import { ZDirectUpload } from '../../common/contracts/responses/uploads.ts';
import { ZCustomRole, ZCustomRoleList } from '../../common/contracts/responses/customRoles.ts';
import { ZAudiencePreview, ZCampaignRecipients, ZSendTestResult } from '../../common/contracts/campaignDelivery.ts';
import {
  ZImpersonation,
  ZInstallationSettings,
  ZInstanceStatus,
  ZSmtpTestResult,
  ZSuperAdminAccountDetail,
  ZSuperAdminAccountList,
  ZSuperAdminUserDetail,
  ZSuperAdminUserList,
  ZSystemBot,
  ZSystemBotList,
} from '../../common/contracts/superAdmin.ts';
import { ZPlatformAppCreated, ZPlatformAppList } from '../../common/contracts/platform.ts';
import {
  ZCaptainConsoleSettings,
  ZCaptainLabelSuggestion,
  ZCaptainTaskResult,
  ZCaptainUsage,
} from '../../common/contracts/captain.ts';
import {
  ZCaptainDocumentDetail,
  ZCaptainDocumentList,
  ZCaptainFaq,
  ZCaptainFaqList,
  ZFaqBulkActionResult,
  ZKnowledgeAssistant,
} from '../../common/contracts/captainKnowledge.ts';

/**
 * The shared response contracts the SPA checks its calls against (every call, scripts/apiContractScan.ts). Loaded only in development
 * and tests (app/lib/api.ts imports it behind `import.meta.env.DEV`), so production bundles carry
 * none of it.
 */
export const API_CONTRACTS = {
  ssoSettings: ZSsoSettings,
  ssoTestResult: ZSsoTestResult,
  retentionPolicy: ZRetentionPolicyBody,
  retentionFigures: ZRetentionFigures,
  samlSettings: ZSamlSettings,
  ssoLogin: ZSsoLoginResponse,
  superAdminAccountList: ZSuperAdminAccountList,
  superAdminAccount: ZSuperAdminAccountDetail,
  superAdminUserList: ZSuperAdminUserList,
  superAdminUser: ZSuperAdminUserDetail,
  impersonation: ZImpersonation,
  installationSettings: ZInstallationSettings,
  smtpTestResult: ZSmtpTestResult,
  systemBotList: ZSystemBotList,
  systemBot: ZSystemBot,
  instanceStatus: ZInstanceStatus,
  platformAppList: ZPlatformAppList,
  platformAppCreated: ZPlatformAppCreated,
  conversationList: ZConversationList,
  conversationFilter: ZConversationFilterResult,
  conversation: ZConversation,
  messageList: ZMessageList,
  profile: ZCurrentUser,
  tokenValidated: ZTokenValidated,
  inboxList: ZInboxList,
  contactList: ZContactList,
  contact: ZContactShow,
  contactErased: ZContactErased,
  contactArchive: ZContactArchive,
  contactArchiveList: ZContactArchiveList,
  labelList: ZLabelList,
  customRole: ZCustomRole,
  customRoleList: ZCustomRoleList,
  campaignList: ZCampaignList,
  campaign: ZCampaign,
  campaignAudiencePreview: ZCampaignAudiencePreview,
  teamList: ZTeamList,
  team: ZTeam,
  teamMembers: ZTeamMembers,
  agentList: ZAgentList,
  cannedResponseList: ZCannedResponseList,
  scheduledMessageList: ZScheduledMessageList,
  scheduledMessage: ZScheduledMessage,
  customAttributeList: ZCustomAttributeList,
  macroList: ZMacroList,
  macro: ZMacroPayload,
  automationRuleList: ZAutomationRuleList,
  agentBotList: ZAgentBotList,
  notificationList: ZNotificationList,
  inbox: ZInbox,
  agentPayload: ZAgentPayload,
  inboxProviders: ZInboxProviders,
  inboxBot: ZInboxAgentBot,
  portalList: ZPortalList,
  portal: ZPortal,
  categoryList: ZCategoryList,
  articleList: ZArticleList,
  article: ZArticleResponse,
  webhookList: ZWebhookList,
  slaPolicyList: ZSlaPolicyList,
  customFilterList: ZCustomFilterList,
  account: ZAccount,
  accountUsage: ZAccountUsage,
  onboarding: ZOnboardingSteps,
  reportSeries: ZReportSeries,
  reportSummary: ZReportSummary,
  botSummary: ZBotSummary,
  botMetrics: ZBotMetrics,
  liveConversations: ZLiveConversationCounts,
  agentConversations: ZAgentConversationMetrics,
  summaryRows: ZSummaryReportRows,
  reportDrilldown: ZReportDrilldown,
  // Writes and the remaining reads: the exact schema each route declares (server/features/**/*.routes.ts).
  installation: ZInstallation,
  signedIn: ZSignedIn,
  success: ZSuccess,
  successMessage: ZSuccessMessage,
  passwordChanged: ZPasswordChanged,
  // Sign-in and a password reset answer 206 {mfa_required, mfa_token} when two-factor sign-in is on.
  signInStep: ZSignedIn.or(ZMfaRequired),
  passwordResetStep: ZPasswordChanged.or(ZMfaRequired),
  mfaStatus: ZMfaStatus,
  mfaEnrolment: ZMfaEnrolment,
  mfaBackupCodes: ZMfaBackupCodes,
  mfaDisabled: ZMfaDisabled,
  signedOutEverywhere: ZSignedOutEverywhere,
  accountCreated: ZAccountCreated,
  cacheKeys: ZCacheKeysBody,
  empty: ZEmpty,
  messageBody: ZMessageBody,
  agent: ZAgent,
  invitedAgent: ZInvitedAgent,
  agentBot: ZAgentBot,
  automationRule: ZAutomationRulePayload,
  ruleTestResult: ZRuleTestResult,
  directUpload: ZDirectUpload,
  cannedResponse: ZCannedResponse,
  contactCreated: ZContactCreated,
  mergedContact: ZContact,
  labelTitles: ZLabelTitles,
  contactNoteList: ZContactNoteList,
  contactNote: ZContactNote,
  contactConversations: ZContactConversations,
  contactableInboxes: ZContactableInboxes,
  dataImport: ZDataImport,
  customFilter: ZCustomFilter,
  statusToggled: ZStatusToggled,
  assignee: ZAssignee,
  participantList: ZParticipantList,
  conversationAttachments: ZConversationAttachments,
  conversationMeta: ZConversationMeta,
  messageCreated: ZMessageCreated,
  translatedContent: ZTranslatedContent,
  csatMetrics: ZCsatMetrics,
  csatResponseList: ZCsatSurveyResponseList,
  auditLogList: ZAuditLogList,
  customAttribute: ZCustomAttribute,
  category: ZCategoryResponse,
  agentCapacityList: ZAgentCapacityList,
  templatesSynced: ZTemplatesSynced,
  facebookPages: ZFacebookPages,
  authorizationUrl: ZAuthorizationUrl,
  label: ZLabel,
  notification: ZNotification,
  unreadCount: ZUnreadCount,
  notificationSettings: ZNotificationSettings,
  notificationSubscription: ZNotificationSubscription,
  searchContacts: ZSearchContacts,
  searchConversations: ZSearchConversations,
  searchMessages: ZSearchMessages,
  slaPolicy: ZSlaPolicyOne,
  appliedSlaList: ZAppliedSlaList,
  appliedSlaMetrics: ZAppliedSlaMetrics,
  webhookCreated: ZWebhookCreated,
  webhookItem: ZWebhookItem,
  webhookDeliveryList: ZWebhookDeliveryList,
  webhookDeliveryItem: ZWebhookDeliveryItem,
  campaignRecipients: ZCampaignRecipients,
  campaignSendTest: ZSendTestResult,
  audiencePreview: ZAudiencePreview,
  integrationAppList: ZIntegrationAppList,
  integrationApp: ZIntegrationApp,
  integrationHook: ZIntegrationHook,
  slackChannelList: ZSlackChannelList,
  linearTeamList: ZLinearTeamList,
  linearTeamEntities: ZLinearTeamEntities,
  linearLinkedIssueList: ZLinearLinkedIssueList,
  linearIssueList: ZLinearIssueList,
  linearCreatedIssue: ZLinearCreatedIssue,
  linearLink: ZLinearLink,
  linearUnlinked: ZLinearUnlinked,
  emailOriginal: ZEmailOriginal,
  shopifyAuth: ZShopifyAuthResponse,
  shopifyOrderList: ZShopifyOrderList,
  dashboardAppList: ZDashboardAppList,
  dashboardApp: ZDashboardApp,
  captainConsoleSettings: ZCaptainConsoleSettings,
  captainUsage: ZCaptainUsage,
  captainTaskResult: ZCaptainTaskResult,
  captainLabelSuggestion: ZCaptainLabelSuggestion,
  copilotThreadList: ZCopilotThreadList,
  copilotThread: ZCopilotThread,
  copilotMessageList: ZCopilotMessageList,
  copilotMessage: ZCopilotMessage,
  captainDocumentList: ZCaptainDocumentList,
  captainDocument: ZCaptainDocumentDetail,
  captainFaqList: ZCaptainFaqList,
  captainFaq: ZCaptainFaq,
  captainFaqBulkResult: ZFaqBulkActionResult,
  captainKnowledgeAssistant: ZKnowledgeAssistant,
  captainAssistant: ZAssistant,
  captainAssistantList: ZAssistantList,
  captainAssistantInboxes: ZAssistantInboxList,
  captainAssistantInbox: ZAssistantInbox,
  captainCustomTool: ZCustomTool,
  captainCustomToolList: ZCustomToolList,
  captainPlaygroundResult: ZPlaygroundResult,
  captainReport: ZCaptainReport,
} satisfies Record<string, z.ZodType>;

export type TApiContract = keyof typeof API_CONTRACTS;

/** Throws when a body does not fit its contract: in development and tests, drift fails loudly. */
export const checkContract = (name: TApiContract, path: string, body: unknown) => {
  const result = API_CONTRACTS[name].safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${path} does not match the ${name} contract:\n${issues.join('\n')}`);
};
