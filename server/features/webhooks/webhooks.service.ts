import crypto from 'node:crypto';
import type { TCreateWebhookRequest, TUpdateWebhookRequest, TWebhook } from '../../../common/contracts/webhooks.ts';
import { DEFAULT_WEBHOOK_EVENTS } from '../../../common/contracts/webhooks.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import type { TMembership } from '../auth/index.ts';
import { findAccountName } from './apiInboxWebhook.repo.ts';
import { presentDelivery } from '../../lib/outbound/delivery.presenter.ts';
import { attemptDelivery } from './webhookDelivery.ts';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  findWebhookByUrl,
  hasInbox,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  updateWebhook,
  type TWebhookRow,
} from './webhooks.repo.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';

/** Records a webhook's change in the audit log, as the API shows it (the signing secret never). */
const auditWebhook = async (tx: TExecutor, m: TMembership, id: number, before: TWebhook | null) => {
  const found = await findWebhook(tx, m.accountId, id);
  const after = found && presentWebhook(found.webhook, found.inboxName);
  const action = !before ? 'create' : after ? 'update' : 'destroy';
  await audit(tx, m, action, { type: 'Webhook', id, name: (after ?? before)?.url ?? null }, before, after);
};

export const presentWebhook = (w: TWebhookRow, inboxName: string | null): TWebhook => ({
  id: w.id,
  name: w.name,
  url: w.url,
  account_id: w.accountId,
  subscriptions: w.subscriptions,
  webhook_type: w.inboxId === null ? 'account_type' : 'inbox_type',
  inbox: w.inboxId === null ? null : { id: w.inboxId, name: inboxName ?? '' },
});

export { presentDelivery };

/** The URL: http(s), a public target (checked again on every delivery), once per account. */
const checkUrl = async (deps: TDeps, accountId: number, url: string, exceptId?: number) => {
  await assertOutboundUrl('url', url, outboundPolicy(deps.config));
  const other = await findWebhookByUrl(deps.db, accountId, url);
  if (other && other.id !== exceptId) throw AppError.invalid('url', errorText('taken'));
};

const checkInbox = async (deps: TDeps, accountId: number, inboxId: number | null | undefined) => {
  if (inboxId && !(await hasInbox(deps.db, accountId, inboxId)))
    throw AppError.invalid('inbox_id', errorText('notInboxOfAccount'));
};

const getWebhook = async (deps: TDeps, accountId: number, id: number) => {
  const found = await findWebhook(deps.db, accountId, id);
  if (!found) throw new AppError('not_found', errorText('webhookNotFound'));
  return found;
};

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: { webhooks: (await listWebhooks(deps.db, m.accountId)).map((r) => presentWebhook(r.webhook, r.inboxName)) },
});

/** Creates the webhook with a new signing secret: this answer is the only one that shows it. */
export const create = async (deps: TDeps, m: TMembership, input: TCreateWebhookRequest) => {
  await checkUrl(deps, m.accountId, input.url);
  await checkInbox(deps, m.accountId, input.inbox_id);
  const row = await deps.db.transaction(async (tx) => {
    const row = await insertWebhook(tx, {
      accountId: m.accountId,
      inboxId: input.inbox_id ?? null,
      webhookType: input.inbox_id ? 1 : 0,
      name: input.name ?? null,
      url: input.url,
      subscriptions: input.subscriptions ?? [...DEFAULT_WEBHOOK_EVENTS],
      secret: crypto.randomBytes(32).toString('hex'),
    });
    await auditWebhook(tx, m, row.id, null);
    return row;
  });
  const { webhook, inboxName } = await getWebhook(deps, m.accountId, row.id);
  return { payload: { webhook: { ...presentWebhook(webhook, inboxName), secret: row.secret } } };
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateWebhookRequest) => {
  const old = await getWebhook(deps, m.accountId, id);
  if (input.url !== undefined) await checkUrl(deps, m.accountId, input.url, id);
  await checkInbox(deps, m.accountId, input.inbox_id);
  await deps.db.transaction(async (tx) => {
    await updateWebhook(tx, m.accountId, id, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.name !== undefined && { name: input.name }),
      ...(input.subscriptions !== undefined && { subscriptions: input.subscriptions }),
      ...(input.inbox_id !== undefined && { inboxId: input.inbox_id, webhookType: input.inbox_id ? 1 : 0 }),
    });
    await auditWebhook(tx, m, id, presentWebhook(old.webhook, old.inboxName));
  });
  const { webhook, inboxName } = await getWebhook(deps, m.accountId, id);
  return { payload: { webhook: presentWebhook(webhook, inboxName) } };
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const old = await getWebhook(deps, m.accountId, id);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteWebhook(tx, m.accountId, id))) throw new AppError('not_found', errorText('webhookNotFound'));
    await auditWebhook(tx, m, id, presentWebhook(old.webhook, old.inboxName));
  });
};

export const deliveries = async (deps: TDeps, m: TMembership, id: number) => {
  await getWebhook(deps, m.accountId, id);
  return { payload: (await listDeliveries(deps.db, m.accountId, id)).map(presentDelivery) };
};

/** Sends a logged attempt's body again, now (once, no retries), with its delivery id; answers the new attempt. */
export const redeliver = async (deps: TDeps, m: TMembership, id: number, deliveryId: number) => {
  const { webhook } = await getWebhook(deps, m.accountId, id);
  const past = await findDelivery(deps.db, m.accountId, id, deliveryId);
  if (!past) throw new AppError('not_found', errorText('deliveryNotFound'));
  const { row } = await attemptDelivery(deps, webhook, {
    deliveryId: past.deliveryId,
    event: past.event,
    body: past.body,
    trigger: 'redelivery',
    attempt: 1,
  });
  return { payload: presentDelivery(row) };
};

/** Sends a `webhook_test` event now (once) so an administrator sees the receiver's answer in the log. */
export const sendTest = async (deps: TDeps, m: TMembership, id: number) => {
  const { webhook } = await getWebhook(deps, m.accountId, id);
  const body = JSON.stringify({
    event: 'webhook_test',
    webhook: { id: webhook.id, name: webhook.name, subscriptions: webhook.subscriptions },
    account: { id: m.accountId, name: await findAccountName(deps.db, m.accountId) },
    sent_at: new Date().toISOString(),
  });
  const { row } = await attemptDelivery(deps, webhook, {
    deliveryId: crypto.randomUUID(),
    event: 'webhook_test',
    body,
    trigger: 'test',
    attempt: 1,
  });
  return { payload: presentDelivery(row) };
};
