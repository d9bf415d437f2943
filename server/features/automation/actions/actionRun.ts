import type { TDeps } from '../../../deps.ts';
import type { TExecutor } from '../../../db/client.ts';

/** Who runs the actions: a rule (the system), or a macro run by an agent. */
export type TActionActor =
  | { kind: 'rule'; id: number; name: string; eventName: string }
  | { kind: 'macro'; id: number; name: string; user: { id: number; name: string } };

/** Work to do once the transaction has committed (mail): never sent for a change that rolled back. */
export type TAfterCommit = (() => Promise<void>)[];

export interface TActionRun {
  deps: TDeps;
  tx: TExecutor;
  actor: TActionActor;
  /** The actor as activity lines name it, in the account's language. */
  label: string;
  /** The user the events name as performer (the macro's runner); 0 for a rule. */
  performerId: number;
  afterCommit: TAfterCommit;
}
