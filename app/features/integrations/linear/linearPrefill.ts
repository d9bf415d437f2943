/** A message as the conversation's thread lists it (the fields the prefill reads). */
export interface TThreadMessage {
  content: string | null;
  message_type: number;
  private?: boolean;
  sender?: { name?: string | null } | null;
}

const MAX_LINES = 5;
const MAX_LINE = 500;

/**
 * What a new issue starts with: the first customer message's first line as its title, and as its description
 * the conversation's last messages (customer and agent, no notes or activity) followed by its link.
 */
export const issuePrefill = (
  messages: readonly TThreadMessage[],
  words: { contact: string; from: string; link: string },
) => {
  const spoken = messages.filter(
    (m) => (m.message_type === 0 || m.message_type === 1) && !m.private && (m.content ?? '').trim() !== '',
  );
  const firstIncoming = spoken.find((m) => m.message_type === 0)?.content ?? '';
  const title = firstIncoming.trim().split('\n')[0]!.slice(0, 80);
  const lines = spoken.slice(-MAX_LINES).map((m) => {
    const who = m.message_type === 0 ? words.contact : (m.sender?.name ?? '');
    return `> ${who ? `${who}: ` : ''}${(m.content ?? '')
      .trim()
      .replace(/\s*\n\s*/g, ' ')
      .slice(0, MAX_LINE)}`;
  });
  const description = [...(lines.length ? [words.from, ...lines, ''] : []), words.link].join('\n');
  return { title, description };
};
