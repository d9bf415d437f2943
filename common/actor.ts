import type { TAccountRole } from './enums.ts';

/**
 * Who acts on a conversation. Every conversation command takes one (`(tx, actor, conversation, input)`);
 * the permission check, the name in the activity line ("… by Olivia", "… by Automation rule "VIP"") and
 * the performer an event names all follow from it, once, inside the command (docs/ARCHITECTURE.md,
 * "The actor"). Plain data: built on the server from the request's caller (auth's `requestActor`), a
 * rule, a macro run or a job; every variant names its account, and a command refuses another account's
 * conversation.
 */
export type Actor =
  /** A person signed in to the account (session or API access token). */
  | {
      kind: 'user';
      accountId: number;
      id: number;
      name: string;
      role: TAccountRole;
      /** Carried for the custom-role permission checks to come; today a custom role narrows the lookup only. */
      customRoleId?: number | null;
    }
  /** An agent bot with its api_access_token, acting in an inbox it answers. */
  | { kind: 'bot'; accountId: number; id: number; name: string }
  /** An automation rule reacting to an event. */
  | { kind: 'rule'; accountId: number; id: number; name: string }
  /** A macro run by a user: lines name both ("Olivia (macro "Close")"), events name the user. */
  | { kind: 'macro'; accountId: number; id: number; name: string; user: TActorUser }
  /** An installed integration (a connected app) acting through its own credentials. */
  | { kind: 'integration'; accountId: number; name: string }
  /** An AI assistant (Captain) answering or triaging in an inbox. */
  | { kind: 'assistant'; accountId: number; id: number; name: string }
  /** A contact acting from the widget or the client API on their own conversation. */
  | { kind: 'contact'; accountId: number; id: number; name: string }
  /** A background job of the system (snooze wake-up, auto-resolve, …). */
  | { kind: 'system'; accountId: number; job: string };

export type TActorKind = Actor['kind'];

/** One variant of the union: `TActorOf<'rule' | 'macro'>`. */
export type TActorOf<K extends TActorKind> = Extract<Actor, { kind: K }>;

/** The person behind a user actor or a macro run. */
export interface TActorUser {
  id: number;
  name: string;
  role: TAccountRole;
  customRoleId?: number | null;
}

export const userActor = (accountId: number, u: TActorUser): TActorOf<'user'> => ({
  kind: 'user',
  accountId,
  id: u.id,
  name: u.name,
  role: u.role,
  customRoleId: u.customRoleId ?? null,
});

export const macroActor = (
  macro: { id: number; name: string },
  accountId: number,
  user: TActorUser,
): TActorOf<'macro'> => ({
  kind: 'macro',
  accountId,
  id: macro.id,
  name: macro.name,
  user: { id: user.id, name: user.name, role: user.role, customRoleId: user.customRoleId ?? null },
});

export const ruleActor = (rule: { id: number; name: string; accountId: number }): TActorOf<'rule'> => ({
  kind: 'rule',
  accountId: rule.accountId,
  id: rule.id,
  name: rule.name,
});

export const botActor = (accountId: number, bot: { id: number; name: string }): TActorOf<'bot'> => ({
  kind: 'bot',
  accountId,
  id: bot.id,
  name: bot.name,
});

/** A visitor on their own conversation (the widget, the client API); unnamed contacts read "Contact". */
export const contactActor = (accountId: number, contact: { id: number; name: string | null }): TActorOf<'contact'> => ({
  kind: 'contact',
  accountId,
  id: contact.id,
  name: contact.name || 'Contact',
});

export const systemActor = (accountId: number, job: string): TActorOf<'system'> => ({ kind: 'system', accountId, job });

/** A connected app acting on its own (Dialogflow answering a pending conversation): lines name the app. */
export const integrationActor = (accountId: number, name: string): TActorOf<'integration'> => ({
  kind: 'integration',
  accountId,
  name,
});

/**
 * The user who answers for the action, if any: the user, or the user who ran the macro. Events name them
 * as `performer`, and an assignment to them is "self-assigned".
 */
export const actingUser = (actor: Actor): TActorUser | null =>
  actor.kind === 'user' ? actor : actor.kind === 'macro' ? actor.user : null;
