import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

export interface TRecipient {
  email: string;
  name: string;
  /** The user's interface language (ui_settings.locale), else the account's. */
  locale: string;
  accountName: string;
  /** null: the member never saved notification settings (the defaults apply). */
  emailFlags: number | null;
  pushFlags: number | null;
}

/** A member of the account with what a delivery needs; null when they are no longer a member. */
export const findRecipient = async (db: TExecutor, accountId: number, userId: number) => {
  const { rows } = await db.execute<{
    email: string;
    name: string;
    locale: string;
    account_name: string;
    email_flags: number | null;
    push_flags: number | null;
  }>(sql`
    SELECT u.email, coalesce(nullif(u.display_name, ''), u.name) AS name,
           coalesce(nullif(u.ui_settings->>'locale', ''), a.locale) AS locale, a.name AS account_name,
           ns.email_flags, ns.push_flags
    FROM account_users au
    JOIN users u ON u.id = au.user_id
    JOIN accounts a ON a.id = au.account_id
    LEFT JOIN notification_settings ns ON ns.account_id = au.account_id AND ns.user_id = au.user_id
    WHERE au.account_id = ${accountId} AND au.user_id = ${userId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    email: r.email,
    name: r.name,
    locale: r.locale,
    accountName: r.account_name,
    emailFlags: r.email_flags,
    pushFlags: r.push_flags,
  } satisfies TRecipient;
};

/** The message a notification points at (its secondary actor), within the account's conversation. */
export const findNotifiedMessage = async (db: TExecutor, accountId: number, displayId: number, messageId: number) => {
  const { rows } = await db.execute<{
    content: string | null;
    sender_type: string | null;
    sender_id: number | null;
  }>(sql`
    SELECT m.content, m.sender_type, m.sender_id
    FROM messages m JOIN conversations c ON c.id = m.conversation_id
    WHERE c.account_id = ${accountId} AND c.display_id = ${displayId} AND m.id = ${messageId}`);
  const r = rows[0];
  return r ? { content: r.content, senderType: r.sender_type, senderId: r.sender_id } : null;
};
