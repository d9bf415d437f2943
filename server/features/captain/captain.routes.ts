import {
  ZCaptainConsoleSettings,
  ZCaptainConversationTaskRequest,
  ZCaptainLabelSuggestion,
  ZCaptainRewriteRequest,
  ZCaptainTaskResult,
  ZCaptainUsage,
  ZUpdateCaptainConsoleSettingsRequest,
} from '../../../common/contracts/captain.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { operatorOf, requireSuperAdmin } from '../superAdmin/index.ts';
import { captainUsage } from './captainUsage.service.ts';
import { showCaptainSettings, updateCaptainSettings } from './captainSettings.service.ts';
import * as tasks from './captainTasks.service.ts';

const tags = ['Captain'];
const base = '/api/v1/accounts/:accountId/captain';
const params = ZAccountParams;

/** Captain's reply-box tasks (Chatwoot's `captain/tasks/*`), the account's usage and the console's settings. */
export const registerCaptainRoutes = ({ app, deps, guards }: TRouteCtx) => {
  // Whoever may work conversations; the conversation's own rules apply inside (404, or 401 outside its inbox).
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const task = { tags, params, body: ZCaptainConversationTaskRequest, response: { 200: ZCaptainTaskResult } };

  app.get(`${base}/usage`, { schema: { tags, params, response: { 200: ZCaptainUsage } }, onRequest }, (req) =>
    captainUsage(deps, membershipOf(req).accountId),
  );
  app.post(
    `${base}/tasks/rewrite`,
    { schema: { tags, params, body: ZCaptainRewriteRequest, response: { 200: ZCaptainTaskResult } }, onRequest },
    (req) => tasks.rewrite(deps, membershipOf(req), req.body),
  );
  for (const name of ['summarize', 'reply_suggestion', 'follow_up'] as const)
    app.post(`${base}/tasks/${name}`, { schema: task, onRequest }, (req) =>
      tasks.conversationTask(deps, membershipOf(req), name, req.body.conversation_display_id),
    );
  app.post(
    `${base}/tasks/label_suggestion`,
    { schema: { ...task, response: { 200: ZCaptainLabelSuggestion } }, onRequest },
    (req) => tasks.suggestLabels(deps, membershipOf(req), req.body.conversation_display_id),
  );

  const console = requireSuperAdmin(guards, deps);
  const consolePath = '/api/v1/super_admin/captain_settings';
  app.get(
    consolePath,
    { schema: { tags: ['Super admin'], response: { 200: ZCaptainConsoleSettings } }, onRequest: console },
    () => showCaptainSettings(deps),
  );
  app.patch(
    consolePath,
    {
      schema: {
        tags: ['Super admin'],
        body: ZUpdateCaptainConsoleSettingsRequest,
        response: { 200: ZCaptainConsoleSettings },
      },
      onRequest: console,
    },
    (req) => updateCaptainSettings(deps, operatorOf(req), req.body),
  );
};
