import type { TMembership } from '../auth/index.ts';
import { GLOBAL, type TMacroRow } from './macros.repo.ts';

/** Who may see and run a macro: everyone in the account for a global one, only its author for a personal one. */
export const canSeeMacro = (m: TMembership, macro: TMacroRow) =>
  macro.visibility === GLOBAL || macro.createdById === m.accountUser.userId;

/** Who may change or delete it: its author; an administrator too when it is global. */
export const canEditMacro = (m: TMembership, macro: TMacroRow) =>
  macro.createdById === m.accountUser.userId || (macro.visibility === GLOBAL && m.role === 'administrator');
