import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, contactInboxes, inboxes } from '../../db/schema/index.ts';

/**
 * The first-run checklist from the account's rows, one statement: an inbox (not being deleted), a member
 * besides the first, and a website inbox a visitor has opened (the widget is on a page).
 */
export const findOnboardingState = async (db: TExecutor, accountId: number) => {
  const rows = await db.execute<{ inbox: boolean; agents: boolean; widget: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${inboxes} WHERE ${inboxes.accountId} = ${accountId} AND ${inboxes.deletingAt} IS NULL) AS inbox,
      (SELECT count(*) FROM ${accountUsers} WHERE ${accountUsers.accountId} = ${accountId}) > 1 AS agents,
      EXISTS (
        SELECT 1 FROM ${contactInboxes} JOIN ${inboxes} ON ${inboxes.id} = ${contactInboxes.inboxId}
        WHERE ${inboxes.accountId} = ${accountId} AND ${inboxes.channelType} = 'Channel::WebWidget'
          AND ${inboxes.deletingAt} IS NULL
      ) AS widget`);
  const row = rows.rows[0];
  return { inbox: row?.inbox === true, agents: row?.agents === true, widget: row?.widget === true };
};
