import { z } from 'zod';
import { ZMacro } from './automation.ts';

/** GET …/macros. */
export const ZMacroList = z.object({ payload: z.array(ZMacro) });

/** POST, GET and PATCH …/macros[/:id]. */
export const ZMacroPayload = z.object({ payload: ZMacro });
