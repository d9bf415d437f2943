import { z } from 'zod';

/** The largest capacity an administrator may set (open conversations of one inbox per agent). */
export const MAX_AGENT_CAPACITY = 1000;

/** PATCH inboxes/{id}/agent_capacities: per member, the most open conversations of this inbox; null is no limit. */
export const ZSetAgentCapacitiesRequest = z.object({
  capacities: z
    .array(
      z.object({
        user_id: z.coerce.number().int().positive().max(2_147_483_647),
        max_open_conversations: z.coerce
          .number()
          .int({ message: 'must be a whole number' })
          .min(1, { message: 'must be at least 1' })
          .max(MAX_AGENT_CAPACITY, { message: `must be at most ${MAX_AGENT_CAPACITY}` })
          .nullable(),
      }),
    )
    .max(500),
});
export type TSetAgentCapacitiesRequest = z.infer<typeof ZSetAgentCapacitiesRequest>;

/** One inbox member's capacity and how many open conversations of the inbox they hold now. */
export const ZAgentCapacity = z.object({
  user_id: z.number().int(),
  max_open_conversations: z.number().int().nullable(),
  open_conversations: z.number().int(),
});
export type TAgentCapacity = z.infer<typeof ZAgentCapacity>;
export const ZAgentCapacityList = z.object({ payload: z.array(ZAgentCapacity) });
