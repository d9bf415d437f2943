import type { Actor } from '../../../../common/actor.ts';
import type { TExecutor } from '../../../db/client.ts';
import { knownLabelTitles } from '../../labels/index.ts';
import { recordActivity } from '../../messages/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { actOn, announce, updateConversation, whoOf } from '../../conversationCore/index.ts';

const lower = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase()));

/**
 * Per-kind rule: a visitor (`contact`) labelling their own conversation from the widget writes no line,
 * as Chatwoot writes none (no Current.user); the event is the same for every actor.
 */
const writesLabelLines = (actor: Actor) => actor.kind !== 'contact';

/**
 * Replaces the conversation's labels as the actor, with "added"/"removed" lines naming it (none for a
 * visitor). A title the account has no label for is dropped (as Chatwoot does); labels the conversation
 * carries stay addable.
 */
export const setLabels = async (tx: TExecutor, actor: Actor, c: TConversationRow, wanted: string[]) => {
  await actOn(tx, actor, c);
  const carried = new Map(c.labels.map((l) => [l.toLowerCase(), l]));
  const known = await knownLabelTitles(
    tx,
    c.accountId,
    wanted.filter((l) => !carried.has(l.toLowerCase())),
  );
  for (const l of known) carried.set(l.toLowerCase(), l);
  const next: string[] = [];
  for (const l of wanted) {
    const title = carried.get(l.toLowerCase());
    if (title && !next.includes(title)) next.push(title);
  }
  const [before, after] = [lower(c.labels), lower(next)];
  const added = next.filter((l) => !before.has(l.toLowerCase()));
  const removed = c.labels.filter((l) => !after.has(l.toLowerCase()));
  if (!added.length && !removed.length) return c;
  const row = await updateConversation(tx, c.id, { labels: next });
  if (writesLabelLines(actor)) {
    const who = whoOf(actor);
    if (added.length) await recordActivity(tx, row, (w) => w.labels.added(who(w), added));
    if (removed.length) await recordActivity(tx, row, (w) => w.labels.removed(who(w), removed));
  }
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

/** Adds labels (case-insensitively once each) and removes others in one change. */
export const changeLabels = (
  tx: TExecutor,
  actor: Actor,
  c: TConversationRow,
  input: { add?: string[]; remove?: string[] },
) => {
  const removing = lower(input.remove ?? []);
  const next = [...c.labels, ...(input.add ?? [])].filter((l) => !removing.has(l.toLowerCase()));
  return setLabels(tx, actor, c, next);
};

export const addLabels = (tx: TExecutor, actor: Actor, c: TConversationRow, labels: string[]) =>
  changeLabels(tx, actor, c, { add: labels });

export const removeLabels = (tx: TExecutor, actor: Actor, c: TConversationRow, labels: string[]) =>
  changeLabels(tx, actor, c, { remove: labels });
