import { z } from 'zod';
import { ZUserBrief } from './agents.ts';

/** GET …/participants. */
export const ZParticipantList = z.array(ZUserBrief.nullable());
