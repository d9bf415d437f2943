import { expect } from 'vitest';
import { slaPolicies } from '../db/schema/index.ts';
import { helpers } from '../features/conversations/testHelpers.ts';
import { buildConversation } from './conversationFactories.ts';
import { buildAdmin, buildMember } from './factories.ts';
import type { TTestContext } from './harness.ts';

/** An SLA policy of the account (thresholds in seconds; unset ones stay null). */
export const buildSlaPolicy = async (
  t: TTestContext,
  accountId: number,
  over: Partial<{ name: string; frt: number; nrt: number; rt: number; businessHours: boolean }> = {},
) => {
  const [row] = await t.database.db
    .insert(slaPolicies)
    .values({
      accountId,
      name: over.name ?? 'Gold',
      firstResponseTimeThreshold: over.frt ?? null,
      nextResponseTimeThreshold: over.nrt ?? null,
      resolutionTimeThreshold: over.rt ?? null,
      onlyDuringBusinessHours: over.businessHours ?? false,
    })
    .returning();
  if (!row) throw new Error('sla policy insert failed');
  return row;
};

/** Moves a conversation's start back by `seconds` (its SLA deadlines count from there). */
export const ageConversation = (t: TTestContext, accountId: number, displayId: number, seconds: number) =>
  t.database.pool.query(
    `UPDATE conversations SET created_at = created_at - make_interval(secs => $3) WHERE account_id = $1 AND display_id = $2`,
    [accountId, displayId, seconds],
  );

/** The SLA notification types (6 to 8) a user was sent, oldest first. */
export const slaNotificationTypes = async (t: TTestContext, userId: number) =>
  (
    await t.database.pool.query<{ notification_type: number }>(
      'SELECT notification_type FROM notifications WHERE user_id = $1 AND notification_type >= 6 ORDER BY id',
      [userId],
    )
  ).rows.map((r) => r.notification_type);

/**
 * A conversation of a new account, assigned to one of its agents, in which the customer wrote, put under
 * a new policy with these thresholds (seconds) through the API.
 */
export const buildSlaConversation = async (
  t: TTestContext,
  thresholds: { frt?: number; nrt?: number; rt?: number },
) => {
  const h = helpers(t);
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
  await h.call(admin, 'POST', `/conversations/${c.displayId}/messages`, { content: 'help', message_type: 'incoming' });
  const policy = await buildSlaPolicy(t, admin.accountId, thresholds);
  const applied = await h.call(admin, 'PATCH', `/conversations/${c.displayId}`, { sla_policy_id: policy.id });
  expect(applied.status).toBe(200);
  return { admin, agent, c, policy };
};
