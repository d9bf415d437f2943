import { z } from 'zod';
import { ZAccountParams } from '../../http.ts';

/** Path parameters of one conversation's routes, and of one of its messages. */
export const ZConvParams = ZAccountParams.extend({
  conversationId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ZMessageParams = ZConvParams.extend({ messageId: z.coerce.number().int().positive() });
