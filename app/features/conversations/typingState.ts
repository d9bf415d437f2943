import { TYPING_EXPIRY_MS } from '../../../common/realtime.ts';

/** Who is typing in one conversation: one entry per user id and type (part 2 §4). */
export interface TTypist {
  id: number;
  type: string;
  name: string;
  isPrivate: boolean;
  at: number;
}

export const addTypist = (list: TTypist[], t: TTypist) => [
  ...list.filter((x) => !(x.id === t.id && x.type === t.type)),
  t,
];

export const removeTypist = (list: TTypist[], id: number, type: string) =>
  list.filter((x) => !(x.id === id && x.type === type));

/** Entries older than the 30 s expiry are dropped. */
export const freshTypists = (list: TTypist[], now: number) => list.filter((x) => now - x.at < TYPING_EXPIRY_MS);
