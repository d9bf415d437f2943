-- Custom SQL migration file, put your migration code below! --
-- hand-written:
-- Notifications become one row per (user, account, conversation, type) (the next migration adds the
-- unique index). Keep the freshest row of each group: the latest activity, unread if any of the group was.
WITH ranked AS (
  SELECT id,
    row_number() OVER w AS rn,
    bool_or(read_at IS NULL) OVER (PARTITION BY user_id, account_id, primary_actor_type, primary_actor_id, notification_type) AS any_unread
  FROM notifications
  WINDOW w AS (PARTITION BY user_id, account_id, primary_actor_type, primary_actor_id, notification_type
               ORDER BY last_activity_at DESC, id DESC)
),
kept AS (UPDATE notifications n SET read_at = NULL FROM ranked r WHERE n.id = r.id AND r.rn = 1 AND r.any_unread)
DELETE FROM notifications n USING ranked r WHERE n.id = r.id AND r.rn > 1;
