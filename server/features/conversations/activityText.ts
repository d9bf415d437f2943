/** Chatwoot's activity wording (en), used for the thread's activity messages. */
export const ACTIVITY = {
  status: {
    resolved: (user: string) => `Conversation was marked resolved by ${user}`,
    open: (user: string) => `Conversation was reopened by ${user}`,
    pending: (user: string) => `Conversation was marked as pending by ${user}`,
    snoozed: (user: string) => `Conversation was snoozed by ${user}`,
    autoResolved: (duration: string) => `Conversation was marked resolved by system due to ${duration} of inactivity`,
    snoozeExpired: 'Conversation was reopened by system as the snooze period has ended',
    systemAutoOpen: 'System reopened the conversation due to a new incoming message.',
  },
  assignee: {
    selfAssigned: (user: string) => `${user} self-assigned this conversation`,
    assigned: (assignee: string, user: string) => `Assigned to ${assignee} by ${user}`,
    removed: (user: string) => `Conversation unassigned by ${user}`,
  },
  team: {
    assigned: (team: string, user: string) => `Assigned to ${team} by ${user}`,
    removed: (team: string, user: string) => `Unassigned from ${team} by ${user}`,
  },
  labels: {
    added: (user: string, labels: string[]) => `${user} added ${labels.join(', ')}`,
    removed: (user: string, labels: string[]) => `${user} removed ${labels.join(', ')}`,
  },
  priority: {
    added: (user: string, p: string) => `${user} set the priority to ${p}`,
    updated: (user: string, from: string, to: string) => `${user} changed the priority from ${from} to ${to}`,
    removed: (user: string) => `${user} removed the priority`,
  },
  muted: (user: string) => `${user} has muted the conversation`,
  unmuted: (user: string) => `${user} has unmuted the conversation`,
} as const;

/** "3 days", "1 hour", "30 minutes" for an auto-resolve duration given in minutes. */
export const durationText = (minutes: number) => {
  const [n, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};
