import type { TPriority } from '../../common/contracts/conversations.ts';
import type { TLabelTitle } from './demo.catalog.ts';
import type { TInboxKey, TTeamKey } from './demo.people.ts';

/**
 * A conversation script: what the customer opens with and how the exchange usually goes. Each line
 * has variants; `{placeholders}` are filled per conversation (see demo.text.ts). The builder plays a
 * prefix of `turns` for open conversations and all of it (plus thanks and a closing) for resolved ones.
 */
export interface TTurn {
  who: 'customer' | 'agent' | 'note';
  say: readonly string[];
}

export interface TScript {
  key: string;
  team: TTeamKey;
  labels: readonly TLabelTitle[];
  priority: readonly (readonly [TPriority | null, number])[];
  /** Inboxes the topic arrives through (all when absent). */
  inboxes?: readonly TInboxKey[];
  /** How common the topic is, relative to the others (1 when absent). */
  weight?: number;
  subjects: readonly string[];
  opening: readonly string[];
  turns: readonly TTurn[];
}

export const customer = (...say: string[]): TTurn => ({ who: 'customer', say });
export const agent = (...say: string[]): TTurn => ({ who: 'agent', say });
export const note = (...say: string[]): TTurn => ({ who: 'note', say });

export const CALM: TScript['priority'] = [
  [null, 6],
  ['low', 3],
  ['medium', 2],
];
export const NORMAL: TScript['priority'] = [
  [null, 5],
  ['low', 1],
  ['medium', 3],
  ['high', 1],
];
export const PRESSING: TScript['priority'] = [
  [null, 2],
  ['medium', 3],
  ['high', 4],
  ['urgent', 2],
];

/** The customer's last word in a resolved conversation. */
export const THANKS = [
  'That worked, thank you so much!',
  'Perfect, thanks {agent}!',
  'Great, all sorted. Thanks for the quick help.',
  'Thank you! Really appreciate it.',
  'Brilliant, thanks for your help!',
  'Got it, thanks a lot.',
  'Amazing support, thank you!',
] as const;

/** The agent's closing line before resolving. */
export const CLOSINGS = [
  "You're welcome, {first}! I'll close this conversation now — just reply here if anything else comes up.",
  'Happy to help! Have a great rest of your day.',
  'Glad that is sorted. Enjoy your lights!',
  'Anytime, {first}. Marking this as resolved, but we are here if you need us.',
  'Thanks for your patience, {first}. Have a lovely week!',
] as const;

/** The agent wrapping up when the customer did not write back. */
export const WRAP_UPS = [
  "I'll close this conversation for now, {first} — just reply here if you need anything else.",
  'Marking this as solved. Feel free to write back any time!',
  'Since we have not heard back, I will resolve this for now. We are always here if you need us.',
] as const;

/** A customer nudging a conversation nobody answered yet. */
export const NUDGES = [
  'Hello? Is anyone there?',
  'Any update on this?',
  'Just following up on my message above.',
  'Sorry to chase, but this is quite urgent for me.',
] as const;
