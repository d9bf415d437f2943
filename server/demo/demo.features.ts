import type { TDb } from '../db/client.ts';
import { publicUrl, type TDeps } from '../deps.ts';
import { findConversationByDisplayId } from '../features/conversationCore/index.ts';
import { maybeSendCsatSurvey } from '../features/csat/index.ts';
import type { TDemoApi } from './demo.api.ts';
import {
  DEMO_AGENT_BOT,
  DEMO_CSAT_FEEDBACK,
  DEMO_HELP_CATEGORIES,
  DEMO_PORTAL,
  DEMO_SLA_POLICIES,
  DEMO_WEBHOOKS,
  demoAutomationRules,
  demoMacros,
} from './demo.features.catalog.ts';
import {
  listResolvedDisplayIds,
  updateAppliedSlasFromHistory,
  updateCsatAnswers,
  updateCsatSurveyDates,
  updateFeatureDates,
} from './demo.features.repo.ts';
import type { TDemoWorkspace } from './demo.setup.ts';

/**
 * The rest of the product, once the history is in place (issue 41, item 14): SLA policies applied to
 * past conversations with their hits and misses, macros, automation rules, an agent bot, webhooks, a
 * help-centre portal and CSAT answers. Created through the API like the rest of the demo, then dated.
 * Rules and webhooks come after the history so that they act only on what people do in the demo.
 */
export const createFeatures = async (api: TDemoApi, deps: TDeps, ws: TDemoWorkspace, now: number) => {
  const db: TDb = deps.db;
  const admin = ws.admin;
  const team = (key: 'billing' | 'orders') => ws.teams.get(key) ?? 0;

  const policy = async (body: (typeof DEMO_SLA_POLICIES)[keyof typeof DEMO_SLA_POLICIES]) =>
    (await api<{ payload: { id: number } }>(admin, 'POST', '/sla_policies', body)).payload.id;
  const priorityPolicy = await policy(DEMO_SLA_POLICIES.priority);
  const standardPolicy = await policy(DEMO_SLA_POLICIES.standard);

  for (const macro of demoMacros({ billing: team('billing'), orders: team('orders') }))
    await api(admin, 'POST', '/macros', macro);
  const rules = demoAutomationRules({
    billingTeam: team('billing'),
    ordersTeam: team('orders'),
    priorityPolicy,
    emailInbox: ws.inboxes.get('email') ?? 0,
  });
  for (const rule of rules) await api(admin, 'POST', '/automation_rules', rule);
  await api(admin, 'POST', '/agent_bots', DEMO_AGENT_BOT);
  for (const webhook of DEMO_WEBHOOKS) await api(admin, 'POST', '/webhooks', webhook);

  await api(admin, 'POST', '/portals', DEMO_PORTAL);
  const views: { id: number; views: number }[] = [];
  for (const [position, category] of DEMO_HELP_CATEGORIES.entries()) {
    const created = await api<{ payload: { id: number } }>(admin, 'POST', `/portals/${DEMO_PORTAL.slug}/categories`, {
      name: category.name,
      description: category.description,
      icon: category.icon,
      position,
      locale: 'en',
    });
    const categoryId = created.payload.id;
    for (const [i, article] of category.articles.entries()) {
      const a = await api<{ payload: { id: number } }>(admin, 'POST', `/portals/${DEMO_PORTAL.slug}/articles`, {
        title: article.title,
        description: article.description,
        content: article.content,
        category_id: categoryId,
        status: article.draft ? 'draft' : 'published',
        position: i,
        locale: 'en',
      });
      views.push({ id: a.payload.id, views: article.views });
    }
  }

  await updateAppliedSlasFromHistory(db, {
    accountId: ws.accountId,
    now: new Date(now),
    priorityPolicy,
    standardPolicy,
    emailInbox: ws.inboxes.get('email') ?? 0,
  });
  // The survey the app sends on resolve (csat.consumer.ts), sent here for the resolved conversations of
  // inboxes with CSAT on, dated at their resolution; about 60% answered.
  for (const displayId of await listResolvedDisplayIds(db, ws.accountId)) {
    await db.transaction(async (tx) => {
      const conv = await findConversationByDisplayId(tx, ws.accountId, displayId);
      if (conv?.status === 1) await maybeSendCsatSurvey(tx, conv, publicUrl(deps));
    });
  }
  await updateCsatSurveyDates(db, ws.accountId, new Date(now));
  await updateCsatAnswers(db, ws.accountId, new Date(now), DEMO_CSAT_FEEDBACK);
  await updateFeatureDates(db, ws.accountId, new Date(now), views);
};
