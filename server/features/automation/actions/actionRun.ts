import type { TActorOf } from '../../../../common/actor.ts';
import type { TDeps } from '../../../deps.ts';
import type { TExecutor } from '../../../db/client.ts';

/** Who runs the actions: a rule, or a macro run by a user (common/actor.ts). */
export type TActionActor = TActorOf<'rule' | 'macro'>;

/** Work to do once the transaction has committed (mail): never sent for a change that rolled back. */
export type TAfterCommit = (() => Promise<void>)[];

export interface TActionRun {
  deps: TDeps;
  tx: TExecutor;
  actor: TActionActor;
  /** The event a rule reacts to (its webhook action names it); "macro" for a macro. */
  eventName: string;
  afterCommit: TAfterCommit;
}
